import { advisoryLockKey } from './advisoryLockKey'
import type { SqlDatabase } from './SqlDatabase'
import type { Migration } from './migrations/Migration'
import { accountNames, signInSessions } from './migrations/accountMigrations'
import {
  emailLoginLimits,
  embeddedWallet,
  embeddedWalletSocialLogin,
  farcasterSignIn,
} from './migrations/embeddedWalletMigrations'
import { leases } from './migrations/leaseMigrations'
import { onrampSandboxOrders } from './migrations/onrampMigrations'
import {
  analyticsEvents,
  chainIndex,
  rateLimits,
  relayMailbox,
  walletCatalogue,
} from './migrations/serviceMigrations'

// Append only: a database on disk has already applied the steps above a new one.
const migrations: readonly Migration[] = [
  relayMailbox,
  walletCatalogue,
  chainIndex,
  analyticsEvents,
  rateLimits,
  accountNames,
  signInSessions,
  embeddedWallet,
  onrampSandboxOrders,
  embeddedWalletSocialLogin,
  farcasterSignIn,
  emailLoginLimits,
  leases,
]

/**
 * Brings the schema up to date in one transaction. It first takes a transaction advisory lock, so
 * instances starting together on one server run each step once: the others wait, then find the
 * steps recorded and skip them.
 */
export async function migrateCloudDatabase(database: SqlDatabase): Promise<void> {
  await database.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${advisoryLockKey('$1')})`, ['gatehouse cloud migrations'])
    await tx.query('CREATE TABLE IF NOT EXISTS cloud_migrations (id integer PRIMARY KEY, name text NOT NULL)')
    const applied = await tx.query<{ id: number }>('SELECT id FROM cloud_migrations')
    const done = new Set(applied.rows.map((row) => row.id))
    for (const migration of migrations) {
      if (done.has(migration.id)) continue
      await tx.exec(migration.sql)
      await tx.query('INSERT INTO cloud_migrations (id, name) VALUES ($1, $2)', [
        migration.id,
        migration.name,
      ])
    }
  })
}

/** The ids of every migration step, in order (readiness checks that all are applied). */
export const migrationIds = migrations.map((migration) => migration.id)
