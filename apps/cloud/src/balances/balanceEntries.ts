import { formatUnits, getAddress } from 'viem'
import type { ChainService } from '../chains/chainServices'
import { tokenIconUrl } from '../chains/tokenIcon'
import { pricedAmount } from '../prices/priceBook'
import type { Holdings } from './readBalances'

/** One balance of the balance answer (docs/reference/entities.md#balance). */
export interface BalanceEntry {
  name: string
  symbol: string
  chainId: string
  /** The token's CAIP-10 id; absent for the native currency. */
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl?: string
}

/**
 * The balance answer: the native currency first, always, then every configured token held (amount
 * above 0), in configuration order. Quantities are exact decimal strings; value is quantity × price
 * (0 without a price).
 */
export async function balanceEntries(
  service: ChainService,
  holdings: Holdings,
  baseUrl: string,
): Promise<BalanceEntry[]> {
  const { chainId, nativeCurrency } = service.config
  async function entry(
    facts: { name: string; symbol: string; decimals: number; iconUrl?: string | undefined },
    amount: bigint,
    address?: string,
  ): Promise<BalanceEntry> {
    const numeric = formatUnits(amount, facts.decimals)
    const iconUrl = tokenIconUrl(baseUrl, facts.symbol, facts.iconUrl)
    return {
      name: facts.name,
      symbol: facts.symbol,
      chainId,
      ...(address ? { address: `${chainId}:${getAddress(address)}` } : {}),
      ...(await pricedAmount(service.prices, facts.symbol, numeric)),
      quantity: { decimals: String(facts.decimals), numeric },
      ...(iconUrl ? { iconUrl } : {}),
    }
  }
  return Promise.all([
    entry(nativeCurrency, holdings.native),
    ...holdings.tokens
      .filter(({ amount }) => amount > 0n)
      .map(({ token, amount }) => entry(token, amount, token.address)),
  ])
}
