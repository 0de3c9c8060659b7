import type { GatehouseErrorCode } from './errorCodes'

/**
 * The one error class Gatehouse throws. `message` is the catalogue text, verbatim; `code` is one of
 * the known `GatehouseErrorCode`s a host can branch on; `cause` keeps what went wrong underneath (a
 * wallet's RPC error).
 */
export class GatehouseError extends Error {
  override readonly name = 'GatehouseError'

  constructor(
    readonly code: GatehouseErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/** True for errors thrown by Gatehouse, optionally of one known code. */
export function isGatehouseError(error: unknown, code?: GatehouseErrorCode): error is GatehouseError {
  return error instanceof GatehouseError && (code === undefined || error.code === code)
}
