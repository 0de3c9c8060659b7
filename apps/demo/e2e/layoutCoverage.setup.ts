import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
// Only this module of tools: a global setup runs outside the tests' resolve conditions, so the
// libraries' sources (the `@gatehouse/source` condition) are out of its reach, and it needs none.
import { missingLayoutChecks, readLayoutChecks } from '@gatehouse/tools/layoutCoverage'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each session's layout watch records the views it checked (see fixtures.ts). */
    layoutChecksFile: string
  }
}

/**
 * The e2e suite's layout coverage. Every session checks each view of the modal it reaches, at its
 * own size and language; `layout.e2e.ts` walks the Connect and Account views at a phone's width and a
 * desktop's, in English and Arabic, and flows show the views deeper in with `session.lookEverywhere()`.
 * When the whole suite ran, this fails the run if a view some flow reached was not checked in all
 * four, so a flow that adds a view cannot leave it unchecked at the other sizes and languages. (A
 * run of some files only checks what its sessions saw, and skips this.)
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'gatehouse-layout-checks-'))
  const file = join(dir, 'checks.jsonl')
  project.provide('layoutChecksFile', file)
  return () => {
    const { checks, testFiles } = readLayoutChecks(file)
    rmSync(dir, { recursive: true, force: true })
    const e2eDir = resolve(import.meta.dirname)
    const suite = readdirSync(e2eDir).filter((name) => name.endsWith('.e2e.ts'))
    const ran = new Set([...testFiles].map((path) => path.split('/').pop()))
    if (!suite.every((name) => ran.has(name))) return
    const missing = missingLayoutChecks(checks)
    if (missing.length === 0) return
    // A teardown's exception is only printed; the exit code is what fails the run.
    process.exitCode = 1
    console.error(
      '\nFAIL: views the e2e suite reaches that the layout check never saw at every size and language.\n' +
        'Where a flow reaches one, call `session.lookEverywhere()` (tools/src/e2e/openDemo.ts):\n  ' +
        missing.map((entry) => `${entry.view}: missing ${entry.missing.join(', ')}`).join('\n  '),
    )
  }
}
