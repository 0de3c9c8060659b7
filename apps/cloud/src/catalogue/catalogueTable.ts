import type { SqlDatabase } from '../database/SqlDatabase'
import type { CatalogueWallet } from './walletEntry'

/**
 * Replaces the catalogue_wallets rows with `wallets`, in their order, in one transaction: readers
 * never see half a catalogue. The whole list goes over as one JSON parameter and is inserted by a
 * single statement, however many wallets there are. A wallet is certified when its id is listed in
 * `certifiedIds` (the configuration's certifiedWalletIds).
 */
export async function loadCatalogueTable(
  database: SqlDatabase,
  wallets: readonly CatalogueWallet[],
  certifiedIds: readonly string[],
): Promise<void> {
  await database.transaction(async (tx) => {
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
  })
}
