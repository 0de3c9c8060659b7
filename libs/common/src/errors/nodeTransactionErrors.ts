/** Transaction errors a chain node reports (docs/reference/messages.md#node-errors), matched on the node's message. */
export const NodeTransactionError = {
  reverted: { pattern: /revert/i, message: 'The transaction was reverted.' },
  feeCapTooHigh: { pattern: /fee cap (is )?(too high|higher)/i, message: 'The fee cap is too high.' },
  feeCapTooLow: { pattern: /fee cap (is )?(too low|less)|underpriced/i, message: 'The fee cap is too low.' },
  nonceTooHigh: { pattern: /nonce (is )?too high/i, message: 'The nonce is too high.' },
  nonceTooLow: { pattern: /nonce (is )?too low/i, message: 'The nonce is too low.' },
  insufficientFunds: {
    // Solana: the system program's "insufficient lamports", a fee payer without SOL.
    pattern:
      /insufficient funds|exceeds (the )?balance|lack of funds|insufficient lamports|no record of a prior credit/i,
    message: 'Insufficient funds for gas and value.',
  },
  intrinsicGasTooHigh: {
    pattern: /intrinsic gas too high|gas limit reached/i,
    message: 'The gas is too high.',
  },
  intrinsicGasTooLow: { pattern: /intrinsic gas too low/i, message: 'The gas is too low.' },
  tipAboveFeeCap: { pattern: /tip (is )?(higher|above).*fee cap/i, message: 'The tip is above the fee cap.' },
  unsupportedTransactionType: {
    pattern: /transaction type not supported|unsupported transaction type/i,
    message: 'The transaction type is not supported.',
  },
} as const

/** The kind of node error in `message`, or undefined when it is none of the catalogue's. */
export function classifyNodeError(message: string): keyof typeof NodeTransactionError | undefined {
  const entries = Object.entries(NodeTransactionError) as [
    keyof typeof NodeTransactionError,
    { pattern: RegExp },
  ][]
  return entries.find(([, entry]) => entry.pattern.test(message))?.[0]
}

/**
 * Every message (and viem-style `details`) of an error and of the errors it wraps through `cause`,
 * six deep, one per line: wallet libraries nest the node's answer.
 */
export function nestedErrorMessages(error: unknown): string {
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

/**
 * The catalogue's text (docs/reference/messages.md#node-errors) for the node error an error carries anywhere in its causes, or
 * undefined when it carries none.
 */
export function nodeErrorMessage(error: unknown): string | undefined {
  const kind = classifyNodeError(nestedErrorMessages(error))
  return kind && NodeTransactionError[kind].message
}
