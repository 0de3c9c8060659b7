import { HttpError } from '../http/HttpResponse'
import { txidPattern, type EsploraTx } from './esploraSchemas'

/**
 * Confirmed transactions esplora answers per page of `/address/:a/txs` and
 * `/address/:a/txs/chain/:last_seen_txid` (electrs' constant, mempool.space's too).
 */
export const esploraChainPageSize = 25

/** Where a history page starts: the newest (mempool first), or after a confirmed transaction. */
export type BitcoinHistoryStart = { kind: 'newest' } | { kind: 'after'; txid: string }

/** The cursor of the query as a start; a 400 for a cursor this service never gives out. */
export function bitcoinHistoryStartOf(cursor: string | undefined): BitcoinHistoryStart {
  if (cursor === undefined) return { kind: 'newest' }
  if (!txidPattern.test(cursor)) throw new HttpError(400, 'cursor is not a cursor this service gave out')
  return { kind: 'after', txid: cursor }
}

/** The esplora path of a page's transactions. */
export function esploraHistoryPath(address: string, start: BitcoinHistoryStart): string {
  const base = `/address/${encodeURIComponent(address)}/txs`
  return start.kind === 'newest' ? base : `${base}/chain/${start.txid}`
}

/**
 * What a page shows of esplora's answer, and the cursor of the next: the mempool transactions (only
 * the first page has them, all of them, up to esplora's 50) then at most `pageSize` confirmed ones,
 * newest first as esplora orders them. `pageSize` is below esplora's 25, so an answer with more than
 * `pageSize` confirmed transactions says another page follows: `next` is the txid of the last one
 * shown (a position on the chain, so a transaction landing meanwhile does not shift later pages), and
 * null on the last page.
 */
export function bitcoinHistoryPage(
  answer: readonly EsploraTx[],
  pageSize: number,
): { shown: EsploraTx[]; next: string | null } {
  const pending = answer.filter((tx) => !tx.status.confirmed)
  const confirmed = answer.filter((tx) => tx.status.confirmed)
  const page = confirmed.slice(0, pageSize)
  const last = page.at(-1)
  return { shown: [...pending, ...page], next: confirmed.length > pageSize && last ? last.txid : null }
}
