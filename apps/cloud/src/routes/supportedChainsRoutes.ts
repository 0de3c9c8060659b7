import * as v from 'valibot'
import type { ChainServices } from '../chains/chainServices'
import { CacheSeconds, jsonResponse } from '../http/HttpResponse'
import type { Route } from '../http/Route'
import { objectMessage } from '../validation/requiredKeys'
import { blockchainCallParams } from './blockchainParams'
import { parseQuery } from './queryParams'
import type { SolanaChainServices } from '../solana/solanaChainServices'
import type { BitcoinChainServices } from '../bitcoin/bitcoinChainServices'

const supportedChainsQuery = v.object(blockchainCallParams, objectMessage('the query'))

/**
 * `GET /v1/supported-chains`: every configured chain over HTTP (EVM chains, then Solana clusters,
 * then Bitcoin chains), the EVM ones with a wsUrl over websocket too.
 */
export function supportedChainsRoutes(
  chains: ChainServices,
  solana: SolanaChainServices,
  bitcoin: BitcoinChainServices,
): Route[] {
  return [
    {
      path: '/v1/supported-chains',
      handle({ query }) {
        parseQuery(supportedChainsQuery, query)
        return jsonResponse(
          {
            http: [...chains.list, ...solana.list, ...bitcoin.list].map((chain) => chain.chainId),
            ws: chains.list.filter((chain) => chain.config.wsUrl).map((chain) => chain.chainId),
          },
          { cacheSeconds: CacheSeconds.json },
        )
      },
    },
  ]
}
