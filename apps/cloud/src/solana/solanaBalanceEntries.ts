import type { BalanceEntry } from '../balances/balanceEntries'
import { pricedAmount } from '../prices/priceBook'
import { solNativeCurrency } from './solanaChainConfig'
import type { SolanaChainService } from './solanaChainServices'
import type { SolanaHoldings } from './solanaHoldings'
import { formatBaseUnits, solanaTokenFacts } from './solanaTokenFacts'

/**
 * The balance answer of a Solana address: SOL first, always, then every token held; a token's
 * `address` is its CAIP-10 id (`solana:<ref>:<mint>`). Value is quantity × price (0 without one).
 */
export function solanaBalanceEntries(
  service: SolanaChainService,
  holdings: SolanaHoldings,
  baseUrl: string,
): Promise<BalanceEntry[]> {
  const { chainId } = service
  async function entry(amount: bigint, decimals: number, mint?: string): Promise<BalanceEntry> {
    const facts = solanaTokenFacts(service, baseUrl, mint)
    const numeric = formatBaseUnits(amount, decimals)
    return {
      name: facts.name,
      symbol: facts.symbol,
      chainId,
      ...(mint ? { address: `${chainId}:${mint}` } : {}),
      ...(await pricedAmount(service.prices, facts.symbol, numeric)),
      quantity: { decimals: String(decimals), numeric },
      ...(facts.iconUrl ? { iconUrl: facts.iconUrl } : {}),
    }
  }
  return Promise.all([
    entry(holdings.native, solNativeCurrency.decimals),
    ...holdings.tokens.map((held) => entry(held.amount, held.decimals, held.mint)),
  ])
}
