import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { clusterTemplate } from './clusterTemplate'
import { migrateCloudDatabase } from './migrations'
import type { SqlDatabase } from './SqlDatabase'

/** The service's one database: what the stores use, and closing it. */
export interface CloudDatabase extends SqlDatabase {
  close(): Promise<void>
}

/**
 * Opens the service's database with its schema in place: PGlite files under `dataDir/pgdata`, or a
 * database in memory when there is no data directory. A new database starts from the cluster
 * template (see clusterTemplate) rather than running initdb; an existing one opens as it is.
 */
export async function openCloudDatabase(dataDir?: string): Promise<CloudDatabase> {
  const pgdata = dataDir ? join(dataDir, 'pgdata') : undefined
  // PGlite creates only the last directory of the path itself.
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const fresh = !pgdata || !existsSync(join(pgdata, 'PG_VERSION'))
  const database = await PGlite.create(pgdata, fresh ? { loadDataDir: await clusterTemplate() } : {})
  try {
    await migrateCloudDatabase(database)
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}
