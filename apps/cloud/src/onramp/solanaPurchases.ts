import type { SqlDatabase } from '../database/SqlDatabase'
import type { HistoryTransaction } from '../history/historyTransaction'
import { HttpError } from '../http/HttpResponse'
import type { SolanaChainService } from '../solana/solanaChainServices'
import {
  isSolanaHistoryCursor,
  readSolanaHistoryEntries,
  type SolanaHistoryPage,
} from '../solana/solanaHistory'
import { onrampProvidersOf, onrampPurchaseHashes } from './onrampOrderStore'

/**
 * Marks the entries of a Solana history page that paid an on-ramp order as bought from its
 * provider (`operationType` buy, `metadata.onramp`), as the EVM history does.
 */
export async function markedPurchases(
  database: SqlDatabase,
  chainId: string,
  data: readonly HistoryTransaction[],
): Promise<HistoryTransaction[]> {
  const providers = await onrampProvidersOf(
    database,
    chainId,
    data.map((entry) => entry.metadata.hash),
  )
  return data.map((entry) => {
    const provider = providers.get(entry.metadata.hash)
    return provider
      ? { ...entry, metadata: { ...entry.metadata, operationType: 'buy', onramp: provider } }
      : entry
  })
}

/**
 * A page of an address's on-ramp purchases from one provider on a Solana cluster, newest first:
 * the paid orders' signatures from the database, their transactions from the cluster. The cursor
 * is the signature of the page's last purchase.
 */
export async function readSolanaPurchases(
  database: SqlDatabase,
  service: SolanaChainService,
  query: { address: string; provider: string; cursor: string | undefined; pageSize: number; baseUrl: string },
): Promise<SolanaHistoryPage> {
  const hashes = await onrampPurchaseHashes(database, {
    chainId: service.chainId,
    address: query.address,
    provider: query.provider,
  })
  let start = 0
  if (query.cursor !== undefined) {
    const at = isSolanaHistoryCursor(query.cursor) ? hashes.indexOf(query.cursor) : -1
    if (at < 0) throw new HttpError(400, 'cursor is not a cursor this service gave out')
    start = at + 1
  }
  const page = hashes.slice(start, start + query.pageSize)
  const data = await readSolanaHistoryEntries(service, page, query.address, query.baseUrl)
  const last = page.at(-1)
  return { data, next: start + query.pageSize < hashes.length && last ? last : null }
}
