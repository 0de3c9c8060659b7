import type { BalanceEntry } from '../balances/balanceEntries'
import { createHoldingsCache } from '../balances/holdingsCache'
import { ChainUnavailableError } from '../chains/ChainUnavailableError'
import { bitcoinAccountOf } from './bitcoinAccount'
import { bitcoinBalanceEntry, bitcoinBalanceSats } from './bitcoinBalanceEntry'
import type { BitcoinChainService, BitcoinChainServices } from './bitcoinChainServices'
import { addressSummarySchema } from './esploraSchemas'

/** Reads an address's BTC in satoshis from `GET /address/:a` (confirmed and mempool sums). */
export async function readBitcoinBalance(service: BitcoinChainService, address: string): Promise<bigint> {
  const summary = await service.rest.get(`/address/${encodeURIComponent(address)}`, addressSummarySchema)
  const sats = bitcoinBalanceSats(summary)
  if (sats === undefined) {
    throw new ChainUnavailableError(service.chainId, `GET /address/${address} answered a negative balance`)
  }
  return sats
}

/**
 * The balance answer for Bitcoin chains: BTC only (no tokens are read), always present. An
 * unconfigured chain is a 400 `Chain {id} is not supported` (as for EVM and Solana), an address of
 * another network a 400. Reads are reused for 5 s per chain and address, as the others are; `fresh`
 * reads again.
 */
export function bitcoinBalances(bitcoin: BitcoinChainServices) {
  const cache = createHoldingsCache<bigint>()
  return async (
    chainId: string,
    params: Record<string, string>,
    baseUrl: string,
    fresh: boolean,
  ): Promise<BalanceEntry[]> => {
    const { service, address } = bitcoinAccountOf(bitcoin, chainId, params)
    const sats = await cache.get(`${chainId}:${address}`, () => readBitcoinBalance(service, address), fresh)
    return [await bitcoinBalanceEntry(service, sats, baseUrl)]
  }
}
