import { isUserRejection, nestedErrorMessages, nodeErrorMessage } from '@gatehouse/common'
import { describeWalletError } from '@gatehouse/controllers'
import { bitcoinSendMessages } from './bitcoinRules'
import { sendFieldMessages, type SendProblem } from './validateSend'

/** Said when the visitor declines the transaction in the wallet: a normal outcome, not a failure. */
export const sendDeclinedMessage = 'You declined the transaction in your wallet.'

/**
 * A failure a send path has already put in the visitor's words (one of its own messages), shown as
 * it is; `cause` keeps what the wallet or the node said, for the console.
 */
export class SendFailure extends Error {
  override name = 'SendFailure'
}

/** True when the wallet's library refused the receiver's address (viem's InvalidAddressError). */
function isInvalidAddress(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    if ((current as { name?: unknown }).name === 'InvalidAddressError') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * What the Send view says when a send fails: a decline, the send path's own reason, the node's error
 * of the catalogue, the address the wallet's library refused, else what `describeWalletError` says
 * (a known cause in the catalogue's words, a wallet's own words, or the generic text).
 */
export function describeSendError(error: unknown): string {
  if (isUserRejection(error)) return sendDeclinedMessage
  if (error instanceof SendFailure) return error.message
  const node = nodeErrorMessage(error)
  if (node) return node
  if (isInvalidAddress(error)) {
    console.warn('[gatehouse] the wallet refused the receiver', nestedErrorMessages(error))
    return sendFieldMessages.invalidReceiver
  }
  return describeWalletError(error)
}

// The reasons of a failed send that are about one field of the form.
const fieldOfReason = new Map<string, SendProblem['field']>([
  [sendFieldMessages.invalidReceiver, 'receiver'],
  [bitcoinSendMessages.insufficientFunds, 'amount'],
  [bitcoinSendMessages.belowDust, 'amount'],
])

/** A failed send as the form shows it: the reason, tied to its field when it is about one. */
export function sendFailureOf(error: unknown): SendProblem {
  const reason = describeSendError(error)
  return { error: reason, field: fieldOfReason.get(reason) }
}
