import { ErrorMessage, isUserRejection, knownFailureMessage } from '@gatehouse/common'
import { InsufficientLiquidityError } from './createConvertClient'

/** The Swap view's own reasons, in English; the view shows them in the visitor's language. */
export const swapReasons = {
  insufficientLiquidity: 'Insufficient liquidity',
  approvalReverted: 'The approval was reverted.',
} as const

/**
 * Why a quote or a swap failed, as a catalogue reason: 'Signature declined' when the visitor declined
 * in the wallet, the pools' lack of liquidity, or a known cause in the catalogue's words (a node's
 * transaction error, the service's refused answer or its timeout, a wallet on another chain, an
 * aborted request: common's `knownFailureMessage`); anything else (a bug, an unknown failure) is the
 * generic text, with the detail in the console.
 */
export function describeSwapError(error: unknown): string {
  if (isUserRejection(error)) return ErrorMessage.signatureDeclined
  if (error instanceof InsufficientLiquidityError) return swapReasons.insufficientLiquidity
  if (error instanceof Error && error.message === swapReasons.approvalReverted)
    return swapReasons.approvalReverted
  const known = knownFailureMessage(error)
  if (known) {
    console.warn('[gatehouse] the swap failed', error)
    return known
  }
  console.warn('[gatehouse] the swap failed', error)
  return ErrorMessage.somethingWentWrong
}
