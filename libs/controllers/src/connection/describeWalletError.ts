import {
  ErrorMessage,
  isGatehouseError,
  isUserRejection,
  knownFailureMessage,
  rpcErrorCode,
} from '@gatehouse/common'

const maxLength = 160

function firstLineOf(message: string): string {
  const line = message.trim().split('\n')[0] as string
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line
}

/**
 * A failure as one line the visitor may read: Gatehouse's own errors give their catalogue text; a
 * failure whose cause the catalogue knows (a node's transaction error, a wallet on another chain, a
 * timeout, an HTTP failure, an abort; see `knownFailureMessage`) that text; a wallet's EIP-1193 error
 * (it has a numeric code) the wallet's own words. Anything else is a JavaScript error from inside
 * some code (`x.map is not a function`): the visitor gets the catalogue's generic text and the detail
 * goes to the console.
 */
export function describeWalletError(error: unknown): string {
  const message = (error as { message?: unknown } | undefined)?.message
  const readable = typeof message === 'string' && message.trim() !== ''
  if (readable && isGatehouseError(error)) return firstLineOf(message)
  // A decline is said in the wallet's words; other causes in the catalogue's, wherever they are nested.
  const known = isUserRejection(error) ? undefined : knownFailureMessage(error)
  if (known) return known
  if (readable && rpcErrorCode(error) !== undefined) return firstLineOf(message)
  console.warn('[gatehouse] unexpected failure', error)
  return ErrorMessage.somethingWentWrong
}
