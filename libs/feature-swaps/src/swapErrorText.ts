import { ErrorMessage, NodeTransactionError } from '@gatehouse/common'
import { swapReasons } from './describeSwapError'
import type { SwapMessages } from './i18n/swapMessages'

type Translate = (messages: SwapMessages) => string

/** The Swap view's reasons (the catalogue's and its own), by their English text. */
const reasons = new Map<string, Translate>([
  [ErrorMessage.signatureDeclined, (m) => m.errorDeclined()],
  [swapReasons.insufficientLiquidity, (m) => m.errorLiquidity()],
  [swapReasons.approvalReverted, (m) => m.errorApprovalReverted()],
  [ErrorMessage.somethingWentWrong, (m) => m.errorGeneric()],
  [NodeTransactionError.reverted.message, (m) => m.errorReverted()],
  [NodeTransactionError.insufficientFunds.message, (m) => m.errorInsufficientFunds()],
  [ErrorMessage.httpRequestFailed, (m) => m.errorHttpRequestFailed()],
  [ErrorMessage.requestTimedOut, (m) => m.errorRequestTimedOut()],
  [ErrorMessage.walletOnOtherChain, (m) => m.errorWalletOnOtherChain()],
  [ErrorMessage.requestAborted, (m) => m.errorRequestAborted()],
])

/**
 * Why a quote or swap did not go through, in the visitor's language. The other node errors of the
 * catalogue (nonce, fee cap, gas) read as the network's refusal.
 */
export function swapErrorText(error: string, messages: SwapMessages): string {
  return reasons.get(error)?.(messages) ?? messages.errorNode()
}
