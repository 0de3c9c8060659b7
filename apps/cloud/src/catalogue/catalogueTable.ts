import { advisoryLockKey } from '../database/advisoryLockKey'
import { startupDatabaseTimeoutMs } from '../database/queryDeadline'
import type { SqlDatabase } from '../database/SqlDatabase'
import type { CatalogueWallet } from './walletEntry'

/**
 * Replaces the catalogue_wallets rows with `wallets`, in their order, in one transaction: readers
 * never see half a catalogue, and instances of the service loading at the same time take turns. The whole list goes over as one JSON parameter and is inserted by a
 * single statement, however many wallets there are. A wallet is certified when its id is listed in
 * `certifiedIds` (the configuration's certifiedWalletIds).
 */
export async function loadCatalogueTable(
  database: SqlDatabase,
  wallets: readonly CatalogueWallet[],
  certifiedIds: readonly string[],
): Promise<void> {
  await database.transaction(
    async (tx) => {
      // Instances starting together on one server load one after the other, not into each other.
      await tx.query(`SELECT pg_advisory_xact_lock(${advisoryLockKey('$1')})`, ['gatehouse cloud catalogue'])
      await tx.query('DELETE FROM catalogue_wallets')
      // json, not jsonb: each record keeps its text and key order.
      await tx.query(
        `INSERT INTO catalogue_wallets (position, id, name, chains, image_id, badge_type, entry)
       SELECT w.position,
              w.entry->>'id',
              w.entry->>'name',
              ARRAY(SELECT json_array_elements_text(w.entry->'chains')),
              w.entry->>'image_id',
              CASE WHEN w.entry->>'id' = ANY($2::text[]) THEN 'certified' ELSE 'none' END,
              w.entry
       FROM json_array_elements($1::json) WITH ORDINALITY AS w(entry, position)`,
        [JSON.stringify(wallets), certifiedIds],
      )
      // Loaded at the start, maybe after other instances' loads: longer than a request may wait.
    },
    { timeoutMs: startupDatabaseTimeoutMs },
  )
}
