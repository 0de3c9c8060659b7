import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { missingLayoutChecks, readLayoutChecks, recordLayoutChecks } from './layoutCoverage'

describe('missingLayoutChecks', () => {
  it('names each view not checked at a phone width and a desktop width, in English and Arabic', () => {
    const everywhere = [
      { view: 'Connect', width: 360, language: 'en' },
      { view: 'Connect', width: 360, language: 'ar' },
      { view: 'Connect', width: 1280, language: 'en' },
      { view: 'Connect', width: 1280, language: 'ar' },
    ]
    expect(missingLayoutChecks(everywhere)).toEqual([])
    expect(
      missingLayoutChecks([
        ...everywhere,
        { view: 'WalletSend', width: 1280, language: 'en' },
        { view: 'WalletSend', width: 430, language: 'ar' },
        { view: 'Account › activity', width: 800, language: 'es' },
      ]),
    ).toEqual([
      { view: 'WalletSend', missing: ['phone, English', 'desktop, Arabic'] },
      {
        view: 'Account › activity',
        missing: ['phone, English', 'phone, Arabic', 'desktop, English', 'desktop, Arabic'],
      },
    ])
  })
})

describe('recordLayoutChecks and readLayoutChecks', () => {
  it('keep every test file that ran, the ones that checked nothing too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gatehouse-layout-coverage-'))
    const file = join(dir, 'checks.jsonl')
    try {
      expect(readLayoutChecks(file)).toEqual({ checks: [], testFiles: new Set() })
      recordLayoutChecks(file, '/e2e/send.e2e.ts', [{ view: 'WalletSend', width: 360, language: 'en' }])
      recordLayoutChecks(file, '/e2e/offline.e2e.ts', [])
      expect(readLayoutChecks(file)).toEqual({
        checks: [{ view: 'WalletSend', width: 360, language: 'en' }],
        testFiles: new Set(['/e2e/send.e2e.ts', '/e2e/offline.e2e.ts']),
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
