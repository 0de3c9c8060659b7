import { classifyNodeError, isUserRejection, NodeTransactionError } from '@gatehouse/common'
import { describeWalletError } from '@gatehouse/controllers'

/** Said when the visitor declines the transaction in the wallet: a normal outcome, not a failure. */
export const sendDeclinedMessage = 'You declined the transaction in your wallet.'

/** Every message of an error and the errors it wraps (wallet libraries nest the node's answer). */
function messagesOf(error: unknown): string {
  const messages: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const candidate = current as { message?: unknown; details?: unknown; cause?: unknown }
    for (const text of [candidate.message, candidate.details])
      if (typeof text === 'string') messages.push(text)
    current = candidate.cause
  }
  return messages.join('\n')
}

/** What the Send view says when a send fails: the node's error of SPEC §8 when it is one, else the wallet's. */
export function describeSendError(error: unknown): string {
  if (isUserRejection(error)) return sendDeclinedMessage
  const kind = classifyNodeError(messagesOf(error))
  return kind ? NodeTransactionError[kind].message : describeWalletError(error)
}
