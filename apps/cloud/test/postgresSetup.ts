import type { TestProject } from 'vitest/node'
import { clusterTemplate } from '../src/database/clusterTemplate'
import { startPostgresServer } from '@gatehouse/harness/postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The superuser URL of the PostgreSQL server the tests of the `postgres` project run against. */
    postgresUrl: string
  }
}

/**
 * Vitest global setup of the `postgres` project: one PostgreSQL server for the whole run (see
 * startPostgresServer); each suite makes its own databases on it (testDatabase). Also makes the
 * PGlite template, for the tests that open PGlite on purpose.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now()
  const [server] = await Promise.all([startPostgresServer(), clusterTemplate()])
  process.stdout.write(`PostgreSQL test server up in ${(performance.now() - started).toFixed(0)} ms\n`)
  project.provide('postgresUrl', server.url)
  return () => server.destroy()
}
