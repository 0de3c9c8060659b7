import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import type { DatabaseOptions } from '../src/database/cloudDatabase'
import { psql } from '@gatehouse/harness/postgres'

/** Whether this test run's project is `postgres` (else the suite runs on PGlite). */
export const onPostgres = Boolean(inject('postgresUrl'))

/** A new, empty database on the test server: its URL. */
export async function newPostgresDatabase(): Promise<string> {
  const admin = inject('postgresUrl')
  const name = `gatehouse_test_${randomBytes(6).toString('hex')}`
  await psql(admin, `CREATE DATABASE ${name}`)
  return admin.replace(/\/[^/]*$/, `/${name}`)
}

/**
 * Where a test's service keeps its data: a new database on the PostgreSQL test server in the
 * `postgres` project, PGlite (in `dataDir`, or in memory) in the `pglite` project. The same options
 * again reopen the same data, as a restart would.
 */
export async function testDatabase(dataDir?: string): Promise<DatabaseOptions> {
  if (onPostgres) return { databaseUrl: await newPostgresDatabase() }
  return dataDir ? { dataDir } : {}
}
