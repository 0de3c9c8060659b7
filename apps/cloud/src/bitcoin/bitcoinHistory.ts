import type { HistoryTransaction } from '../history/historyTransaction'
import { bitcoinAccountOf } from './bitcoinAccount'
import type { BitcoinChainServices } from './bitcoinChainServices'
import {
  bitcoinHistoryPage,
  bitcoinHistoryStartOf,
  esploraChainPageSize,
  esploraHistoryPath,
} from './bitcoinHistoryPage'
import { bitcoinHistoryTransaction } from './bitcoinHistoryTransaction'
import { esploraTxsSchema } from './esploraSchemas'

/** A page of an address's Bitcoin history and the cursor of the next page (null on the last). */
export interface BitcoinHistoryPage {
  data: HistoryTransaction[]
  next: string | null
}

/**
 * The history answer for Bitcoin chains, read from the chain's REST API at each call (nothing is
 * indexed): `GET /address/:a/txs` for the first page (mempool transactions, pending, then confirmed
 * ones), `GET /address/:a/txs/chain/:cursor` after it. An unconfigured chain is a 400
 * `Chain {id} is not supported`, an address of another network or a bad cursor a 400. With `onramp`
 * the page is empty: the local on-ramp sandbox pays on EVM chains only, no Bitcoin purchase is marked.
 */
export function bitcoinHistory(bitcoin: BitcoinChainServices) {
  return async (
    chainId: string,
    params: Record<string, string>,
    query: { cursor: string | undefined; onramp: string | undefined; pageSize: number; baseUrl: string },
  ): Promise<BitcoinHistoryPage> => {
    const { service, address } = bitcoinAccountOf(bitcoin, chainId, params)
    const start = bitcoinHistoryStartOf(query.cursor)
    if (query.onramp !== undefined) return { data: [], next: null }
    const answer = await service.rest.get(esploraHistoryPath(address, start), esploraTxsSchema)
    const { shown, next } = bitcoinHistoryPage(answer, Math.min(query.pageSize, esploraChainPageSize - 1))
    const context = { chainId, prices: service.prices, baseUrl: query.baseUrl, now: new Date() }
    const data = await Promise.all(shown.map((tx) => bitcoinHistoryTransaction(tx, address, context)))
    return { data, next }
  }
}
