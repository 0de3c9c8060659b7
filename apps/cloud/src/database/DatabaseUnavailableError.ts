/**
 * The database server cannot be reached or is restarting; requests that need it answer 503 until it
 * is back (the connection pool opens new connections by itself).
 */
export class DatabaseUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`The database is unavailable: ${reason}`, options)
    this.name = 'DatabaseUnavailableError'
  }
}

/**
 * A statement (or the wait for a connection) took longer than the database deadline: a server that
 * hangs (frozen, overloaded, a lock held by a stuck session) answers 503 like one that is down,
 * instead of stalling every request behind it.
 */
export class DatabaseTimeoutError extends DatabaseUnavailableError {
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`)
    this.name = 'DatabaseTimeoutError'
  }
}

// Connection errors of Node's sockets, and the SQLSTATE classes of a server going away or starting:
// 08 connection exception, 57P01-57P03 admin shutdown / crash shutdown / cannot connect now.
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN'])
const lostConnection =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable/i

/** Whether `error` means the server is out of reach (rather than a bad statement). */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (
    typeof code === 'string' &&
    (socketCodes.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code))
  )
    return true
  return lostConnection.test(error.message)
}

/** Whether the server cancelled a statement that ran past its statement_timeout (SQLSTATE 57014). */
function isServerTimeout(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === '57014'
}

/** `error` as a DatabaseUnavailableError when it is a connection error or a timeout, else as it is. */
export function asUnavailable(error: unknown, timeoutMs?: number): unknown {
  if (error instanceof DatabaseUnavailableError) return error
  if (timeoutMs !== undefined && isServerTimeout(error)) return new DatabaseTimeoutError(timeoutMs)
  if (!isConnectionError(error)) return error
  const reason =
    error instanceof Error ? error.message || (error as { code?: string }).code || 'no answer' : String(error)
  return new DatabaseUnavailableError(reason, { cause: error })
}
