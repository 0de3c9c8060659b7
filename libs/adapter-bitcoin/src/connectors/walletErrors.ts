import { ErrorMessage, GatehouseError, RpcErrorCode, rpcErrorCode } from '@gatehouse/common'

// What wallets say when the visitor declines, when they carry no code (Wallet Standard sets none).
const rejection = /reject|denied|declined|cancel+ed|refused/i

/** An error the kit reads as the visitor declining (EIP-1193 4001), with the wallet's own in `cause`. */
export function userRejected(cause: unknown): Error & { code: number } {
  return Object.assign(new Error('User rejected the request.', { cause }), {
    code: RpcErrorCode.USER_REJECTED,
  })
}

/**
 * A wallet's failure that is not a decline, with the wallet's words and code for the console and
 * the host. It carries no EIP-1193 `code` on purpose: the kit shows its generic text for it.
 */
export class BitcoinWalletError extends Error {
  override readonly name = 'BitcoinWalletError'

  constructor(
    message: string,
    /** The wallet's own error code, when it gave one (JSON-RPC or WalletConnect). */
    readonly walletCode?: number | undefined,
  ) {
    super(message)
  }
}

/**
 * A wallet's failure as the kit reads it: a decline becomes code 4001 (the codes in
 * `rejectionCodes` and a message that says so count as declines); a GatehouseError passes; anything
 * else becomes a `BitcoinWalletError` with the wallet's message, which the kit shows as its generic
 * text.
 */
export function asWalletError(error: unknown, rejectionCodes: readonly number[] = []): Error {
  if (error instanceof GatehouseError || error instanceof BitcoinWalletError) return error
  const code = rpcErrorCode(error)
  if (code === RpcErrorCode.USER_REJECTED) return error instanceof Error ? error : userRejected(error)
  if (code !== undefined && rejectionCodes.includes(code)) return userRejected(error)
  const message = (error as { message?: unknown } | null | undefined)?.message
  if (typeof message === 'string' && code === undefined && rejection.test(message)) return userRejected(error)
  const text = typeof message === 'string' && message !== '' ? message : String(error)
  const wrapped = new BitcoinWalletError(text, code)
  if (error instanceof Error && error.stack) wrapped.stack = error.stack
  return wrapped
}

/** The catalogue's error for a wallet answer that cannot be read; what was wrong stays in `cause`. */
export function unreadableAnswer(detail: string): GatehouseError {
  return new GatehouseError('WalletAnswerUnreadable', ErrorMessage.walletAnswerUnreadable, {
    cause: new Error(detail),
  })
}

/** A call the wallet's protocol cannot make (EIP-1193 4200, as AppKit's `MethodNotSupported`). */
export interface MethodNotSupportedError extends Error {
  readonly code: number
  /** The method the wallet lacks. */
  readonly method: string
  /** The connector's id. */
  readonly walletId: string
}

/**
 * The error of a call the wallet cannot make: code 4200 (EIP-1193 "unsupported method"), name
 * `MethodNotSupported` as in AppKit, and a message that says what to use instead.
 */
export function methodNotSupported(walletId: string, method: string, hint = ''): MethodNotSupportedError {
  const error = new Error(`${walletId} does not support ${method}.${hint ? ` ${hint}` : ''}`)
  error.name = 'MethodNotSupported'
  return Object.assign(error, { code: RpcErrorCode.UNSUPPORTED_METHOD, method, walletId })
}
