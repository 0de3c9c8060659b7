import { BaseError, HttpRequestError, TimeoutError, WebSocketRequestError } from 'viem'
import { HttpError } from '../http/HttpResponse'

/**
 * A chain's node could not be reached or failed to answer. It is an HttpError with status 502, so a
 * route that meets it answers `502 {"error": ...}` while the rest of the service goes on.
 */
export class ChainUnavailableError extends HttpError {
  constructor(
    readonly chainId: string,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(502, `The node of chain ${chainId} is unavailable: ${reason}`)
    this.name = 'ChainUnavailableError'
    if (options?.cause !== undefined) this.cause = options.cause
  }
}

/** What went wrong, in one line: viem's short message, else the error's own. */
export function shortReason(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  return error instanceof Error ? error.message : String(error)
}

/**
 * Whether an error says the node could not be reached or did not answer in time, as opposed to the
 * node answering that a call failed (a revert, a contract without the function).
 */
export function isUnreachableNode(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  return Boolean(
    error.walk(
      (cause) =>
        cause instanceof HttpRequestError ||
        cause instanceof TimeoutError ||
        cause instanceof WebSocketRequestError,
    ),
  )
}
