import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { migrateCloudDatabase } from './migrations'

/**
 * What the stores ask of the database: parameterised queries and transactions. Kept this narrow so
 * that a client of a PostgreSQL server could stand in for PGlite without touching the stores.
 */
export type SqlDatabase = Pick<PGlite, 'query' | 'transaction'>

/** The service's one database: what the stores use, and closing it. */
export interface CloudDatabase extends SqlDatabase {
  close(): Promise<void>
}

/**
 * Opens the service's database with its schema in place: PGlite files under `dataDir/pgdata`, or a
 * database in memory when there is no data directory. Opening costs a second or more (PGlite starts
 * a WebAssembly Postgres), so the service opens it once and keeps it.
 */
export async function openCloudDatabase(dataDir?: string): Promise<CloudDatabase> {
  // PGlite creates only the last directory of the path itself.
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const database = await PGlite.create(dataDir ? join(dataDir, 'pgdata') : undefined)
  try {
    await migrateCloudDatabase(database)
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}
