import { heldAmount, isNativeToken, type SwapToken } from './swapTokens'

/**
 * True when the account cannot pay the swap: the amount is above the balance, or, for the native
 * currency, the amount and the network fee together are.
 */
export function isBalanceInsufficient(params: {
  from: SwapToken
  amount: bigint
  /** The network fee in the native currency's smallest unit. */
  networkFee: bigint
}): boolean {
  const held = heldAmount(params.from)
  const needed = isNativeToken(params.from) ? params.amount + params.networkFee : params.amount
  return needed > held
}
