import { bitcoin } from '@gatehouse/common'
import { formatUnits } from 'viem'
import type { BalanceEntry } from '../balances/balanceEntries'
import { tokenIconUrl } from '../chains/tokenIcon'
import { pricedAmount, type PriceBook } from '../prices/priceBook'
import type { EsploraAddressSummary } from './esploraSchemas'

/**
 * What an address holds, in satoshis: its confirmed outputs not yet spent, plus what mempool
 * transactions pay it, less what they spend of it (esplora's chain_stats and mempool_stats). So a
 * payment counts from the moment it is broadcast, and the change of a send is there before its block,
 * as a wallet shows them. Undefined when the sums say less than nothing (a server that contradicts
 * itself).
 */
export function bitcoinBalanceSats(summary: EsploraAddressSummary): bigint | undefined {
  const { chain_stats: chain, mempool_stats: mempool } = summary
  const sats =
    BigInt(chain.funded_txo_sum) -
    BigInt(chain.spent_txo_sum) +
    BigInt(mempool.funded_txo_sum) -
    BigInt(mempool.spent_txo_sum)
  return sats < 0n ? undefined : sats
}

/**
 * The balance answer's entry of BTC (docs/reference/entities.md#balance, 8 decimals): no `address` (the native
 * currency), value = quantity × the price file's BTC price (0 without one), the service's BTC icon.
 */
export async function bitcoinBalanceEntry(
  chain: { chainId: string; prices: PriceBook },
  sats: bigint,
  baseUrl: string,
): Promise<BalanceEntry> {
  const { name, symbol, decimals } = bitcoin.nativeCurrency
  const numeric = formatUnits(sats, decimals)
  const iconUrl = tokenIconUrl(baseUrl, symbol)
  return {
    name,
    symbol,
    chainId: chain.chainId,
    ...(await pricedAmount(chain.prices, symbol, numeric)),
    quantity: { decimals: String(decimals), numeric },
    ...(iconUrl ? { iconUrl } : {}),
  }
}
