import { ErrorMessage, isUserRejection, nodeErrorMessage } from '@gatehouse/common'
import { InsufficientLiquidityError } from './createConvertClient'

/** The Swap view's own reasons, in English; the view shows them in the visitor's language. */
export const swapReasons = {
  insufficientLiquidity: 'Insufficient liquidity',
  approvalReverted: 'The approval was reverted.',
} as const

/**
 * Why a quote or a swap failed, as a catalogue reason: 'Signature declined' when the visitor declined
 * in the wallet (SPEC §8), the pools' lack of liquidity, a node error of SPEC §8; anything else (a
 * service down, an answer of the wrong shape, a bug) is the generic text, with the detail in the
 * console.
 */
export function describeSwapError(error: unknown): string {
  if (isUserRejection(error)) return ErrorMessage.signatureDeclined
  if (error instanceof InsufficientLiquidityError) return swapReasons.insufficientLiquidity
  if (error instanceof Error && error.message === swapReasons.approvalReverted)
    return swapReasons.approvalReverted
  const nodeError = nodeErrorMessage(error)
  if (nodeError) return nodeError
  console.warn('[gatehouse] the swap failed', error)
  return ErrorMessage.somethingWentWrong
}
