import { Limits, retryableHttpStatuses, Timing } from '@gatehouse/common'
import { parseRetryAfter } from './retryAfter'

/** How a call to the service is retried (docs/reference/messages.md#retries). */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  retries: number
  /** Wait before the first retry, doubled before each next one, in milliseconds. */
  delay: number
  /** The longest `Retry-After` waited for; a longer one ends the call at once. */
  retryAfterCap: number
}

export const defaultRetryPolicy: RetryPolicy = {
  retries: Limits.retries,
  delay: Limits.retryDelay,
  retryAfterCap: Timing.retryAfterCap,
}

/** Why a call gave up: the service's last answer, or the failure that stopped it. */
export type FetchOutcome =
  | { kind: 'response'; response: Response }
  | { kind: 'networkError'; error: unknown }
  | { kind: 'aborted'; error: unknown }

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason)
      return
    }
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * Fetches, retrying the HTTP statuses of docs/reference/messages.md#retries (403, 408, 413, 429, 500, 502,
 * 503, 504) up to `policy.retries` times, 150 ms apart and doubling, or after the `Retry-After` the
 * service asks for when that is longer (and no longer than `policy.retryAfterCap`). `signal` ends
 * everything at once: the caller's abort and the call's overall timeout both stop the retrying.
 * A retry that could only start at or after `deadline` (epoch milliseconds, the caller's timeout) is
 * not waited for: the last failure is returned at once instead of a timeout later.
 * Resolves with the answer to return (a success, or the last failure) or how the call ended.
 */
export async function fetchWithRetries(
  doFetch: typeof fetch,
  url: string,
  init: RequestInit & { signal: AbortSignal },
  policy: RetryPolicy = defaultRetryPolicy,
  deadline = Number.POSITIVE_INFINITY,
): Promise<FetchOutcome> {
  const { signal } = init
  for (let attempt = 0; ; attempt++) {
    let wait = policy.delay * 2 ** attempt
    try {
      const response = await doFetch(url, init)
      if (response.ok || !retryableHttpStatuses.includes(response.status) || attempt >= policy.retries) {
        return { kind: 'response', response }
      }
      const retryAfter = parseRetryAfter(response.headers.get('retry-after'), Date.now())
      if (retryAfter !== undefined) {
        if (retryAfter > policy.retryAfterCap) return { kind: 'response', response }
        wait = Math.max(wait, retryAfter)
      }
      if (Date.now() + wait >= deadline) return { kind: 'response', response }
      // Free the connection of the answer we will not read.
      void response.body?.cancel().catch(() => undefined)
    } catch (error) {
      // A request the network refused is not asked again: the service is unreachable (offline, down,
      // blocked) far longer than a retry's wait, and the browser logs every refused attempt. The
      // visitor's next action (a retry button, reopening the modal) asks again.
      return { kind: signal.aborted ? 'aborted' : 'networkError', error }
    }
    try {
      await sleep(wait, signal)
    } catch (error) {
      return { kind: 'aborted', error }
    }
  }
}
