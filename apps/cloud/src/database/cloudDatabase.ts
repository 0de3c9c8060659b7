import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { clusterTemplate } from './clusterTemplate'
import type { CloudDatabase } from './SqlDatabase'
import { migrateCloudDatabase } from './migrations'
import { pgliteDatabase } from './pgliteDatabase'
import { postgresDatabase } from './postgresDatabase'
import { startupDatabaseTimeoutMs } from './queryDeadline'

export type { CloudDatabase } from './SqlDatabase'

/** Where the service keeps its data. */
export interface DatabaseOptions {
  /**
   * A PostgreSQL server (`postgres://user:password@host:5432/database`): several instances may share
   * it. When set, `dataDir` is not used for the database.
   */
  databaseUrl?: string
  /** Without a server: the PGlite files go in `dataDir/pgdata`; in memory when absent. */
  dataDir?: string
  /**
   * How long a statement may take (and a request wait for a connection) before it fails with a
   * DatabaseTimeoutError, which the HTTP layer answers with 503. Default 1 500 ms.
   */
  timeoutMs?: number
  /**
   * On a PostgreSQL server: how long an instance's lead (the chain indexer) lasts when it stops
   * renewing it (it hangs), before another instance takes over. Default 5 000 ms.
   */
  leaseMs?: number
}

/**
 * Opens the service's database with its schema in place: the PostgreSQL server of `databaseUrl`,
 * else PGlite files under `dataDir/pgdata`, or a PGlite database in memory. A new PGlite database
 * starts from the cluster template (see clusterTemplate) rather than running initdb; an existing
 * one opens as it is. The migrations run once even when several instances start together.
 */
export async function openCloudDatabase(options: DatabaseOptions = {}): Promise<CloudDatabase> {
  const database = options.databaseUrl
    ? await postgresDatabase(options.databaseUrl, { timeoutMs: options.timeoutMs, leaseMs: options.leaseMs })
    : await openPglite(options.dataDir, options.timeoutMs)
  try {
    // Instances starting together wait for each other's migrations: longer than a request may.
    await migrateCloudDatabase({
      ...database,
      transaction: (work) => database.transaction(work, { timeoutMs: startupDatabaseTimeoutMs }),
    })
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}

async function openPglite(
  dataDir: string | undefined,
  timeoutMs: number | undefined,
): Promise<CloudDatabase> {
  const pgdata = dataDir ? join(dataDir, 'pgdata') : undefined
  // PGlite creates only the last directory of the path itself.
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const fresh = !pgdata || !existsSync(join(pgdata, 'PG_VERSION'))
  return pgliteDatabase(
    await PGlite.create(pgdata, fresh ? { loadDataDir: await clusterTemplate() } : {}),
    timeoutMs,
  )
}
