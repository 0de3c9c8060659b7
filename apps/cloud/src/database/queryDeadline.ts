import { DatabaseTimeoutError } from './DatabaseUnavailableError'

/** How long a statement may take by default before the request behind it answers 503, in milliseconds. */
export const defaultDatabaseTimeoutMs = 1_500

/**
 * How long the start's own work may take (migrations, the catalogue load): it waits for other
 * instances starting on the same server, which hold the same advisory locks meanwhile.
 */
export const startupDatabaseTimeoutMs = 60_000

/**
 * `work`, or a DatabaseTimeoutError (naming the deadline `timeoutMs`) once `waitMs` has passed without
 * it settling; `onLate` runs then (to drop the connection the statement hangs on). `work`'s own late
 * failure is swallowed.
 */
export function withinDeadline<T>(
  work: Promise<T>,
  waitMs: number,
  onLate?: () => void,
  timeoutMs = waitMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => {
        reject(new DatabaseTimeoutError(timeoutMs))
        onLate?.()
      },
      Math.max(0, waitMs),
    )
    work.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}
