import type { HistoryTransaction } from '../history/historyTransaction'
import { HttpError } from '../http/HttpResponse'
import type { SolanaChainService } from './solanaChainServices'
import { readCommitment } from './solanaHoldings'
import { solanaHistoryTransaction } from './solanaHistoryTransaction'
import { parsedTransactionSchema, signaturesSchema } from './solanaTransactionSchema'

/** A page of an address's Solana history and the cursor of the next page (null on the last). */
export interface SolanaHistoryPage {
  data: HistoryTransaction[]
  next: string | null
}

// A transaction signature: 64 bytes in base58, 86 to 88 characters (shorter ones are rare but valid).
const signaturePattern = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/

/**
 * Reads a page of an address's history from the cluster, newest first: getSignaturesForAddress
 * (one more than a page, to know whether another follows, and before the cursor's signature),
 * then getTransaction (jsonParsed) of each. The cursor is the signature of the page's last
 * transaction: a position on the chain, so transactions landing while a visitor pages do not shift
 * the pages after it.
 */
export async function readSolanaHistory(
  service: SolanaChainService,
  query: { address: string; cursor: string | undefined; pageSize: number; baseUrl: string },
): Promise<SolanaHistoryPage> {
  if (query.cursor !== undefined && !signaturePattern.test(query.cursor)) {
    throw new HttpError(400, 'cursor is not a cursor this service gave out')
  }
  const signatures = await service.rpc.call(
    'getSignaturesForAddress',
    [
      query.address,
      {
        limit: query.pageSize + 1,
        commitment: readCommitment,
        ...(query.cursor ? { before: query.cursor } : {}),
      },
    ],
    signaturesSchema,
  )
  const page = signatures.slice(0, query.pageSize)
  const data = await readSolanaHistoryEntries(
    service,
    page.map(({ signature }) => signature),
    query.address,
    query.baseUrl,
  )
  const last = page.at(-1)
  return { data, next: signatures.length > query.pageSize && last ? last.signature : null }
}

/**
 * The history entries of the transactions of `signatures` (getTransaction, jsonParsed) as `address`
 * sees them, in the order given; a transaction the node no longer keeps is left out rather than
 * shown half known.
 */
export async function readSolanaHistoryEntries(
  service: SolanaChainService,
  signatures: readonly string[],
  address: string,
  baseUrl: string,
): Promise<HistoryTransaction[]> {
  const transactions = await Promise.all(
    signatures.map((signature) =>
      service.rpc.call(
        'getTransaction',
        [
          signature,
          { encoding: 'jsonParsed', commitment: readCommitment, maxSupportedTransactionVersion: 0 },
        ],
        parsedTransactionSchema,
      ),
    ),
  )
  const data: HistoryTransaction[] = []
  for (const [index, transaction] of transactions.entries()) {
    const signature = signatures[index]
    if (!transaction || !signature) continue
    data.push(await solanaHistoryTransaction(service, signature, transaction, address, baseUrl))
  }
  return data
}

/** Whether a cursor has the shape of one this service gives out (a transaction signature). */
export const isSolanaHistoryCursor = (cursor: string) => signaturePattern.test(cursor)
