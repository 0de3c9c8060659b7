import { ErrorMessage } from './messages'
import { nestedErrorMessages, nodeErrorMessage } from './nodeTransactionErrors'

/**
 * The `name` of an error and of every error it wraps (through `cause`, or an EIP-1193 wrapper's
 * `data.originalError`), six deep: viem and wagmi say what went wrong in the class name
 * (`ChainMismatchError`, `TimeoutError`) and nest the transport's error under the action's.
 */
function nestedErrorNames(error: unknown): string[] {
  const names: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const candidate = current as { name?: unknown; cause?: unknown; data?: { originalError?: unknown } }
    if (typeof candidate.name === 'string') names.push(candidate.name)
    current = candidate.cause ?? candidate.data?.originalError
  }
  return names
}

// What browsers and Node say when a fetch never got an answer (offline, DNS, CORS, connection reset).
const unreachable =
  /^(Failed to fetch|fetch failed|Load failed|NetworkError when attempting to fetch resource\.?)$/m

/**
 * The catalogue's text for a failure whose cause is known, or undefined when it is not one of these:
 * a node's transaction error (insufficient funds, revert, nonce, fee cap, gas), a wallet on another
 * chain than the request's, a request that timed out, an HTTP request that failed or never reached
 * the service, an aborted request. Anything else is for the caller's generic text.
 */
export function knownFailureMessage(error: unknown): string | undefined {
  const node = nodeErrorMessage(error)
  if (node) return node
  const names = nestedErrorNames(error)
  if (names.some((name) => /ChainMismatch/.test(name))) return ErrorMessage.walletOnOtherChain
  const text = nestedErrorMessages(error)
  if (names.includes('TimeoutError') || text.includes(ErrorMessage.requestTimedOut))
    return ErrorMessage.requestTimedOut
  if (names.includes('AbortError')) return ErrorMessage.requestAborted
  // Gatehouse's API client says 'HTTP request failed.' of an answer it refused; viem starts so too.
  const failedHttp = text.split('\n').some((line) => line.trim() === ErrorMessage.httpRequestFailed)
  if (names.includes('HttpRequestError') || failedHttp || unreachable.test(text))
    return ErrorMessage.httpRequestFailed
  return undefined
}
