import type { BalanceEntry } from '../balances/balanceEntries'
import { createHoldingsCache } from '../balances/holdingsCache'
import { HttpError } from '../http/HttpResponse'
import { solanaAccountAddressOf } from './solanaAccountAddress'
import { solanaBalanceEntries } from './solanaBalanceEntries'
import type { SolanaChainServices } from './solanaChainServices'
import { readSolanaHoldings, type SolanaHoldings } from './solanaHoldings'

/**
 * The balance answer for Solana chains: an unconfigured cluster is a 400 `Chain {id} is not
 * supported` (as for EVM), an address that is not base58 a 400. Reads are reused for 5 s per chain
 * and address, as EVM ones are; `fresh` reads again.
 */
export function solanaBalances(solana: SolanaChainServices) {
  const cache = createHoldingsCache<SolanaHoldings>()
  return async (
    chainId: string,
    params: Record<string, string>,
    baseUrl: string,
    fresh: boolean,
  ): Promise<BalanceEntry[]> => {
    const service = solana.find(chainId)
    if (!service) throw new HttpError(400, `Chain ${chainId} is not supported`)
    const address = solanaAccountAddressOf(params)
    const holdings = await cache.get(
      `${chainId}:${address}`,
      () => readSolanaHoldings(service, address),
      fresh,
    )
    return solanaBalanceEntries(service, holdings, baseUrl)
  }
}
