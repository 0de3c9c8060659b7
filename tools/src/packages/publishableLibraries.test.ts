import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { publishableLibraries } from './publishableLibraries'

const roots: string[] = []
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })))

function workspace(libs: Record<string, object | undefined>): string {
  const root = mkdtempSync(join(tmpdir(), 'gatehouse-libs-'))
  roots.push(root)
  for (const [folder, manifest] of Object.entries(libs)) {
    mkdirSync(join(root, 'libs', folder), { recursive: true })
    if (manifest) writeFileSync(join(root, 'libs', folder, 'package.json'), JSON.stringify(manifest))
  }
  return root
}

describe('publishableLibraries', () => {
  it('finds every library under libs/ that is not private, sorted by name', () => {
    const root = workspace({
      ui: { name: '@gatehouse/ui', version: '0.1.0' },
      'wallet-engine': { name: '@gatehouse/wallet-engine', version: '0.3.1' },
      common: { name: '@gatehouse/common', version: '1.0.0' },
      'dev-wallet': { name: '@gatehouse/dev-wallet', version: '0.1.0', private: true },
      notes: undefined,
    })
    expect(publishableLibraries(root)).toEqual([
      { name: '@gatehouse/common', version: '1.0.0', dir: join(root, 'libs/common') },
      { name: '@gatehouse/ui', version: '0.1.0', dir: join(root, 'libs/ui') },
      { name: '@gatehouse/wallet-engine', version: '0.3.1', dir: join(root, 'libs/wallet-engine') },
    ])
  })

  it("lists this repository's libraries", () => {
    const names = publishableLibraries().map((library) => library.name)
    expect(names).toContain('@gatehouse/appkit')
    expect(names).toContain('@gatehouse/common')
    expect(names.every((name) => name.startsWith('@gatehouse/'))).toBe(true)
  })
})
