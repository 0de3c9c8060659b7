import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const srcDir = resolve(import.meta.dirname, '../src')

// A test file takes its database from test/testDatabase.ts; nothing else in it depends on the server.
const asksForTestDatabase = /from '(?:\.\.\/)+test\/testDatabase'/

/**
 * The test files whose run differs on a PostgreSQL server: those that take their database from
 * test/testDatabase.ts. Every other file runs the same code on either, so the `postgres` project
 * runs only these (relative to apps/cloud, as vitest's `include` wants them).
 */
export function databaseTestFiles(): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => asksForTestDatabase.test(readFileSync(join(srcDir, file), 'utf8')))
    .map((file) => `src/${file}`)
    .sort()
}
