import { nodeErrorMessage, RpcErrorCode, rpcErrorCode } from '@gatehouse/common'

// What Solana wallets say when the visitor declines: they rarely carry EIP-1193's 4001.
const rejection = /reject|denied|declined|cancel+ed|refused/i

/** An error the kit reads as the visitor declining (EIP-1193 4001), with the wallet's own in `cause`. */
export function userRejected(cause: unknown): Error & { code: number } {
  return Object.assign(new Error('User rejected the request.', { cause }), {
    code: RpcErrorCode.USER_REJECTED,
  })
}

/**
 * A wallet's failure as the kit reads it: a decline becomes code 4001, whatever words the wallet
 * used (Wallet Standard sets no code); anything else passes unchanged.
 */
export function asWalletError(error: unknown): unknown {
  const code = rpcErrorCode(error)
  if (code === RpcErrorCode.USER_REJECTED) return error
  const message = (error as { message?: unknown } | undefined)?.message
  if (
    code === undefined &&
    typeof message === 'string' &&
    rejection.test(message) &&
    !nodeErrorMessage(error)
  ) {
    return userRejected(error)
  }
  return error
}

/** The logs and messages a Solana node's refusal carries (kit's SolanaError keeps them in `context`). */
function nodeDetails(error: unknown): string[] {
  const details: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const candidate = current as { message?: unknown; context?: { logs?: unknown }; cause?: unknown }
    if (typeof candidate.message === 'string') details.push(candidate.message)
    const logs = candidate.context?.logs
    if (Array.isArray(logs)) details.push(...logs.filter((line): line is string => typeof line === 'string'))
    current = candidate.cause
  }
  return details
}

/**
 * A node's refusal of a transaction with everything it said in one message (the programs' logs
 * included), so the catalogue's node errors (docs/reference/messages.md#node-errors) recognise it; the original stays in `cause`.
 * A decline in the wallet passes unchanged.
 */
export function asTransactionError(error: unknown): unknown {
  const walletError = asWalletError(error)
  if (rpcErrorCode(walletError) === RpcErrorCode.USER_REJECTED) return walletError
  const details = nodeDetails(error)
  if (details.length === 0) return error
  return new Error(details.join('\n'), { cause: error })
}
