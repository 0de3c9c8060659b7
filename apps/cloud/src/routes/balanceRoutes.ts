import * as v from 'valibot'
import { balanceEntries } from '../balances/balanceEntries'
import { createHoldingsCache } from '../balances/holdingsCache'
import { readHoldings } from '../balances/readBalances'
import type { ChainServices } from '../chains/chainServices'
import { jsonResponse } from '../http/HttpResponse'
import type { Route } from '../http/Route'
import { objectMessage } from '../validation/requiredKeys'
import { accountAddressOf, blockchainCallParams, chainIdParam } from './blockchainParams'
import { parseQuery } from './queryParams'
import type { SolanaChainServices } from '../solana/solanaChainServices'
import { solanaBalances } from '../solana/solanaBalances'
import type { BitcoinChainServices } from '../bitcoin/bitcoinChainServices'
import { bitcoinBalances } from '../bitcoin/bitcoinBalances'

const balanceQuery = v.object(
  {
    ...blockchainCallParams,
    currency: v.optional(v.picklist(['usd'], 'currency must be usd'), 'usd'),
    chainId: chainIdParam,
    forceUpdate: v.optional(
      v.pipe(v.string(), v.maxLength(200, 'forceUpdate must be at most 200 characters')),
    ),
  },
  objectMessage('the query'),
)

/**
 * `GET /v1/account/{address}/balance`: the native balance and the configured tokens held, priced in
 * USD; on a Solana chain SOL and every SPL token held (see solanaBalances); on a Bitcoin chain BTC
 * (see bitcoinBalances). Reads are reused for 5 s per chain and address; `forceUpdate` reads the
 * chain again.
 */
export function balanceRoutes(
  chains: ChainServices,
  solana: SolanaChainServices,
  bitcoin: BitcoinChainServices,
): Route[] {
  const cache = createHoldingsCache()
  const answerSolana = solanaBalances(solana)
  const answerBitcoin = bitcoinBalances(bitcoin)
  return [
    {
      path: '/v1/account/:address/balance',
      async handle({ params, query, baseUrl }) {
        const { chainId, forceUpdate } = parseQuery(balanceQuery, query)
        if (chainId.startsWith('solana:')) {
          return jsonResponse({
            balances: await answerSolana(chainId, params, baseUrl, forceUpdate !== undefined),
          })
        }
        if (chainId.startsWith('bip122:')) {
          return jsonResponse({
            balances: await answerBitcoin(chainId, params, baseUrl, forceUpdate !== undefined),
          })
        }
        const address = accountAddressOf(params)
        const chain = chains.get(chainId)
        const holdings = await cache.get(
          `${chainId}:${address}`,
          () => readHoldings(chain, address),
          forceUpdate !== undefined,
        )
        return jsonResponse({ balances: await balanceEntries(chain, holdings, baseUrl) })
      },
    },
  ]
}
