import { isUserRejection, nodeErrorMessage } from '@gatehouse/common'
import { describeWalletError } from '@gatehouse/controllers'

/** Said when the visitor declines the transaction in the wallet: a normal outcome, not a failure. */
export const sendDeclinedMessage = 'You declined the transaction in your wallet.'

/** What the Send view says when a send fails: the node's error of SPEC §8 when it is one, else the wallet's. */
export function describeSendError(error: unknown): string {
  if (isUserRejection(error)) return sendDeclinedMessage
  return nodeErrorMessage(error) ?? describeWalletError(error)
}
