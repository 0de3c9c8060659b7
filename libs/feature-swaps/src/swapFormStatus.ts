import { parseUnits } from '@gatehouse/common'
import { swapReasons } from './describeSwapError'
import { isBalanceInsufficient } from './swapBalance'
import { typicalSwapFee } from './swapQuote'
import type { SwapState } from './swapState'
import type { SwapToken } from './swapTokens'

/** What the Swap form's button says and whether it can go on. */
export type SwapFormStatus =
  | 'chooseTokens'
  | 'enterAmount'
  | 'invalidAmount'
  | 'quoting'
  | 'insufficientLiquidity'
  | 'quoteFailed'
  | 'noRoute'
  | 'insufficientBalance'
  | 'ready'

/** The chosen tokens as they are now (their balances follow the portfolio). */
export function chosenTokens(state: {
  readonly tokens: readonly SwapToken[]
  readonly fromAddress: SwapState['fromAddress']
  readonly toAddress: SwapState['toAddress']
}) {
  const find = (address: string | undefined) => state.tokens.find((token) => token.address === address)
  return { from: find(state.fromAddress), to: find(state.toAddress) }
}

/** The amount typed, in the smallest unit of the token sold; undefined when it is not a positive amount. */
export function amountIn(state: Pick<SwapState, 'amount'>, from: SwapToken | undefined): bigint | undefined {
  if (!from) return undefined
  const amount = parseUnits(state.amount, from.decimals)
  return amount !== undefined && amount > 0n ? amount : undefined
}

/**
 * Where the form stands: tokens and amount first, then the quote (on its way, refused for want of
 * liquidity, failed or without a route), then whether the balance pays the amount (and, for the
 * native currency, a typical swap's gas).
 */
export function swapFormStatus(state: SwapState): SwapFormStatus {
  const { from, to } = chosenTokens(state)
  if (!from || !to) return 'chooseTokens'
  if (state.amount.trim() === '') return 'enterAmount'
  const amount = amountIn(state, from)
  if (amount === undefined) return 'invalidAmount'
  const networkFee = typicalSwapFee(BigInt(state.gasPrice ?? '0'))
  if (isBalanceInsufficient({ from, amount, networkFee })) return 'insufficientBalance'
  if (state.quoteStatus === 'failed')
    return state.quoteError === swapReasons.insufficientLiquidity ? 'insufficientLiquidity' : 'quoteFailed'
  // A refresh keeps the quote it replaces on show: only a quote for another amount is no quote.
  if (state.quoteStatus === 'idle' || state.quote?.fromAmount !== amount.toString()) return 'quoting'
  if (BigInt(state.quote.toAmount) === 0n) return 'noRoute'
  return 'ready'
}
