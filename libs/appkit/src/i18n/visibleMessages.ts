import { ErrorMessage, NodeTransactionError, type AlertKind } from '@gatehouse/common'
import { relayUnreachableMessage } from '@gatehouse/controllers'
import type { AppkitMessages } from './appkitMessages'

/**
 * The messages of docs/reference/messages.md (and the relay's) that controllers put in a toast or a view's state, by
 * their English text: the visitor reads them in the modal's language (verbatim in English), while
 * errors thrown to the host stay English.
 */
const knownMessages = new Map<string, (messages: AppkitMessages) => string>([
  [ErrorMessage.tokenBalanceUnavailable, (m) => m.errorTokenBalanceUnavailable()],
  [ErrorMessage.authInitFailed, (m) => m.errorAuthInitFailed()],
  [ErrorMessage.signatureDeclined, (m) => m.errorSignatureDeclined()],
  [ErrorMessage.smartAccountsUnsupported, (m) => m.errorSmartAccountsUnsupported()],
  [ErrorMessage.authenticating, (m) => m.errorAuthenticating()],
  [ErrorMessage.failedToFetchTransactions, (m) => m.errorFailedToFetchTransactions()],
  [ErrorMessage.actionNotAllowed, (m) => m.errorActionNotAllowed()],
  [ErrorMessage.invalidAppConfiguration, (m) => m.errorInvalidAppConfiguration()],
  [ErrorMessage.failedToDisconnect, (m) => m.errorFailedToDisconnect()],
  [ErrorMessage.somethingWentWrong, (m) => m.errorSomethingWentWrong()],
  [ErrorMessage.walletAnswerUnreadable, (m) => m.errorWalletAnswerUnreadable()],
  [relayUnreachableMessage, (m) => m.errorRelayUnreachable()],
  // Known causes a failure is said with instead of the generic text (common's knownFailureMessage).
  [ErrorMessage.walletOnOtherChain, (m) => m.errorWalletOnOtherChain()],
  [ErrorMessage.requestTimedOut, (m) => m.errorRequestTimedOut()],
  [ErrorMessage.httpRequestFailed, (m) => m.errorHttpRequestFailed()],
  [ErrorMessage.requestAborted, (m) => m.errorRequestAborted()],
  [NodeTransactionError.reverted.message, (m) => m.errorTransactionReverted()],
  [NodeTransactionError.feeCapTooHigh.message, (m) => m.errorFeeCapTooHigh()],
  [NodeTransactionError.feeCapTooLow.message, (m) => m.errorFeeCapTooLow()],
  [NodeTransactionError.nonceTooHigh.message, (m) => m.errorNonceTooHigh()],
  [NodeTransactionError.nonceTooLow.message, (m) => m.errorNonceTooLow()],
  [NodeTransactionError.insufficientFunds.message, (m) => m.errorInsufficientFunds()],
  [NodeTransactionError.intrinsicGasTooHigh.message, (m) => m.errorIntrinsicGasTooHigh()],
  [NodeTransactionError.intrinsicGasTooLow.message, (m) => m.errorIntrinsicGasTooLow()],
  [NodeTransactionError.tipAboveFeeCap.message, (m) => m.errorTipAboveFeeCap()],
  [NodeTransactionError.unsupportedTransactionType.message, (m) => m.errorTransactionTypeNotSupported()],
])

/**
 * A toast's or a failure's text in the modal's language: a message of docs/reference/messages.md is translated; anything
 * else (already translated by the view that showed it, or a wallet's own words) is shown as it is.
 */
export function visibleText(message: string, messages: AppkitMessages): string {
  return knownMessages.get(message)?.(messages) ?? message
}

const alertMessages: Record<AlertKind, (messages: AppkitMessages) => { title: string; text: string }> = {
  SWITCH_NETWORK_NOT_FOUND: (m) => ({
    title: m.alertSwitchNetworkNotFoundTitle(),
    text: m.alertSwitchNetworkNotFoundText(),
  }),
  IFRAME_LOAD_FAILED: (m) => ({ title: m.alertIframeLoadFailedTitle(), text: m.alertIframeLoadFailedText() }),
  IFRAME_REQUEST_TIMEOUT: (m) => ({
    title: m.alertIframeRequestTimeoutTitle(),
    text: m.alertIframeRequestTimeoutText(),
  }),
  UNVERIFIED_DOMAIN: (m) => ({ title: m.alertUnverifiedDomainTitle(), text: m.alertUnverifiedDomainText() }),
  SESSION_EXPIRED: (m) => ({ title: m.alertSessionExpiredTitle(), text: m.alertSessionExpiredText() }),
  PROJECT_ID_NOT_CONFIGURED: (m) => ({
    title: m.alertProjectIdNotConfiguredTitle(),
    text: m.alertProjectIdNotConfiguredText(),
  }),
  INVALID_APP_CONFIGURATION: (m) => ({
    title: m.alertInvalidAppConfigurationTitle(),
    text: m.alertInvalidAppConfigurationText(),
  }),
}

/** An alert (docs/reference/messages.md#alerts) in the modal's language (its English is the catalogue's, verbatim). */
export function alertText(kind: AlertKind, messages: AppkitMessages): { title: string; text: string } {
  return alertMessages[kind](messages)
}
