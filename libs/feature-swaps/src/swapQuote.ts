import { defaultSwapSlippage, formatUnits, type CaipAddress, type ConvertQuote } from '@gatehouse/common'
import type { ConvertClient } from './createConvertClient'

/**
 * Gas a router swap typically uses, for the fee shown while the visitor types (the quote carries no
 * gas). The preview shows the fee from the built transaction's own estimate instead.
 */
export const typicalSwapGas = 200_000n

/** The reference amount is this fraction of the amount swapped: small enough to move no pool. */
const referenceDivisor = 1000n

/** A quote as the Swap view shows it. Amounts are integer strings in the tokens' smallest units. */
export interface SwapQuote {
  fromAmount: string
  toAmount: string
  /** The rate's loss against a tiny swap of the same pair, in percent (0 when none). */
  priceImpact: number
  /** What the visitor gets at least with the 1 % slippage tolerance (docs/reference/limits.md#counts). */
  minimumReceived: string
  /** The gas price the quote was made with, in wei. */
  gasPrice: string
}

/** The quote that gives the most of the token bought. */
export function bestQuote(quotes: readonly ConvertQuote[]): ConvertQuote | undefined {
  return quotes.reduce<ConvertQuote | undefined>(
    (best, quote) => (best && BigInt(best.toAmount) >= BigInt(quote.toAmount) ? best : quote),
    undefined,
  )
}

/** The least received with a slippage tolerance in percent (docs/reference/limits.md#counts: 1), rounded down. */
export function minimumReceived(toAmount: bigint, slippagePercent = defaultSwapSlippage): bigint {
  const basisPoints = BigInt(Math.round(slippagePercent * 100))
  return (toAmount * (10_000n - basisPoints)) / 10_000n
}

/**
 * Price impact without knowing the pools: the quote's rate compared with the rate of a reference
 * quote for a thousandth of the amount (which moves no pool), in percent, never below 0. Both rates
 * carry the pools' fee, so the fee is not counted as impact.
 */
export function priceImpact(
  quote: { fromAmount: bigint; toAmount: bigint },
  reference: { fromAmount: bigint; toAmount: bigint },
): number {
  if (quote.fromAmount === 0n || reference.toAmount === 0n) return 0
  // rate / referenceRate = (to × refFrom) / (from × refTo), in millionths.
  const ratio = (quote.toAmount * reference.fromAmount * 1_000_000n) / (quote.fromAmount * reference.toAmount)
  const impact = (1_000_000 - Number(ratio)) / 10_000
  return impact > 0 ? impact : 0
}

/** The network fee in US dollars: gas price × gas, in the native currency, at its price. */
export function networkFeeUsd(params: {
  gasPrice: bigint
  gas: bigint
  nativeDecimals: number
  nativePrice: number | undefined
}): number | undefined {
  if (params.nativePrice === undefined) return undefined
  return Number(formatUnits(params.gasPrice * params.gas, params.nativeDecimals)) * params.nativePrice
}

/** The network fee in wei for a swap of typical gas at a gas price. */
export function typicalSwapFee(gasPrice: bigint): bigint {
  return gasPrice * typicalSwapGas
}

/**
 * Asks the service for the best quote of `amount` and a reference quote of a thousandth of it, side
 * by side, and derives the price impact and the minimum received.
 */
export async function fetchSwapQuote(
  client: ConvertClient,
  params: {
    amount: bigint
    from: CaipAddress
    to: CaipAddress
    userAddress: CaipAddress
    gasPrice: bigint
    signal?: AbortSignal | undefined
  },
): Promise<SwapQuote | undefined> {
  const referenceAmount = params.amount / referenceDivisor > 0n ? params.amount / referenceDivisor : 1n
  const [quotes, references] = await Promise.all([
    client.quotes(params),
    client.quotes({ ...params, amount: referenceAmount }).catch(() => []),
  ])
  const best = bestQuote(quotes)
  if (!best) return undefined
  const reference = bestQuote(references)
  const toAmount = BigInt(best.toAmount)
  return {
    fromAmount: best.fromAmount,
    toAmount: best.toAmount,
    priceImpact: reference
      ? priceImpact(
          { fromAmount: BigInt(best.fromAmount), toAmount },
          { fromAmount: BigInt(reference.fromAmount), toAmount: BigInt(reference.toAmount) },
        )
      : 0,
    minimumReceived: minimumReceived(toAmount).toString(),
    gasPrice: params.gasPrice.toString(),
  }
}
