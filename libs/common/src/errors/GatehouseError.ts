/**
 * The one error class Gatehouse throws. `message` is the catalogue text, verbatim; `code` is a short
 * stable name a host can branch on; `cause` keeps what went wrong underneath (a wallet's RPC error).
 */
export class GatehouseError extends Error {
  override readonly name = 'GatehouseError'

  constructor(
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/** True for errors thrown by Gatehouse, optionally of one code. */
export function isGatehouseError(error: unknown, code?: string): error is GatehouseError {
  return error instanceof GatehouseError && (code === undefined || error.code === code)
}
