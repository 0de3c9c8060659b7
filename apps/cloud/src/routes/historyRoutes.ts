import * as v from 'valibot'
import type { ChainServices } from '../chains/chainServices'
import type { SqlDatabase } from '../database/SqlDatabase'
import { decodeHistoryCursor, encodeHistoryCursor } from '../history/historyCursor'
import { readHistory } from '../history/historyStore'
import { historyTransaction } from '../history/historyTransaction'
import { HttpError, jsonResponse } from '../http/HttpResponse'
import type { Route } from '../http/Route'
import { objectMessage } from '../validation/requiredKeys'
import { accountAddressOf, blockchainCallParams, chainIdParam } from './blockchainParams'
import { parseQuery } from './queryParams'
import { onrampProvidersOf } from '../onramp/onrampOrderStore'
import { markedPurchases, readSolanaPurchases } from '../onramp/solanaPurchases'
import type { SolanaChainServices } from '../solana/solanaChainServices'
import { solanaAccountAddressOf } from '../solana/solanaAccountAddress'
import { readSolanaHistory } from '../solana/solanaHistory'
import type { BitcoinChainServices } from '../bitcoin/bitcoinChainServices'
import { bitcoinHistory } from '../bitcoin/bitcoinHistory'

/** Transactions per history page. */
export const historyPageSize = 20

const historyQuery = v.object(
  {
    ...blockchainCallParams,
    chainId: chainIdParam,
    cursor: v.optional(v.pipe(v.string(), v.maxLength(100, 'cursor is not a cursor this service gave out'))),
    onramp: v.optional(v.pipe(v.string(), v.maxLength(64, 'onramp must be at most 64 characters'))),
  },
  objectMessage('the query'),
)

/**
 * `GET /v1/account/{address}/history`: the address's transactions on a chain, newest first, 20 a
 * page (on a Solana chain read from the cluster's JSON-RPC, see readSolanaHistory; on a Bitcoin
 * chain from its esplora REST API, mempool transactions first, see bitcoinHistory); on-ramp purchases are marked (`operationType` buy, `metadata.onramp` the provider), and with
 * `onramp={provider}` the page holds only that provider's purchases. The chain is indexed up to its head first, so a transaction mined before the call is in it.
 */
export function historyRoutes(
  chains: ChainServices,
  database: SqlDatabase,
  solana: SolanaChainServices,
  bitcoin: BitcoinChainServices,
): Route[] {
  const answerBitcoin = bitcoinHistory(bitcoin)
  return [
    {
      path: '/v1/account/:address/history',
      async handle({ params, query, baseUrl }) {
        const { chainId, cursor, onramp } = parseQuery(historyQuery, query)
        if (chainId.startsWith('solana:')) {
          const service = solana.find(chainId)
          if (!service) throw new HttpError(400, `Chain ${chainId} is not supported`)
          const address = solanaAccountAddressOf(params)
          const page =
            onramp === undefined
              ? await readSolanaHistory(service, { address, cursor, pageSize: historyPageSize, baseUrl })
              : await readSolanaPurchases(database, service, {
                  address,
                  provider: onramp,
                  cursor,
                  pageSize: historyPageSize,
                  baseUrl,
                })
          return jsonResponse({ ...page, data: await markedPurchases(database, chainId, page.data) })
        }
        if (chainId.startsWith('bip122:')) {
          return jsonResponse(
            await answerBitcoin(chainId, params, { cursor, onramp, pageSize: historyPageSize, baseUrl }),
          )
        }
        const address = accountAddressOf(params)
        const chain = chains.get(chainId)
        const before = cursor === undefined ? undefined : decodeHistoryCursor(cursor)
        await chain.indexer.catchUp()
        const records = await readHistory(database, {
          chainId,
          address,
          before,
          limit: historyPageSize + 1,
          onramp,
        })
        const page = records.slice(0, historyPageSize)
        const last = page.at(-1)
        const purchases = await onrampProvidersOf(
          database,
          chainId,
          page.map((record) => record.hash),
        )
        return jsonResponse({
          data: await Promise.all(
            page.map((record) =>
              historyTransaction(chain, record, address, baseUrl, purchases.get(record.hash.toLowerCase())),
            ),
          ),
          next: records.length > historyPageSize && last ? encodeHistoryCursor(last) : null,
        })
      },
    },
  ]
}
