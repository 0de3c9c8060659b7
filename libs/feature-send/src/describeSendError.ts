import { isUserRejection, nodeErrorMessage } from '@gatehouse/common'
import { describeWalletError } from '@gatehouse/controllers'

/** Said when the visitor declines the transaction in the wallet: a normal outcome, not a failure. */
export const sendDeclinedMessage = 'You declined the transaction in your wallet.'

/**
 * A failure a send path has already put in the visitor's words (one of its own messages), shown as
 * it is; `cause` keeps what the wallet or the node said, for the console.
 */
export class SendFailure extends Error {
  override name = 'SendFailure'
}

/** What the Send view says when a send fails: the node's error of SPEC §8 when it is one, else the wallet's. */
export function describeSendError(error: unknown): string {
  if (isUserRejection(error)) return sendDeclinedMessage
  if (error instanceof SendFailure) return error.message
  return nodeErrorMessage(error) ?? describeWalletError(error)
}
