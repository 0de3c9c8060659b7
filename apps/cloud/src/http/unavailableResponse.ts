import { ErrorMessage } from '@gatehouse/common'
import { DatabaseTimeoutError, type DatabaseUnavailableError } from '../database/DatabaseUnavailableError'
import { log } from '../logging/log'
import { errorResponse, type HttpResponse } from './HttpResponse'

// An outage fails every request: one log line per this period (with how many failed) is enough.
const logEveryMs = 5_000
let lastLogged = -Infinity
let unlogged = 0

/**
 * The 503 of a database that is down or did not answer within its deadline: the catalogue's text and
 * a stable code, `Retry-After: 1`; the reason (a server's message, a socket error) goes to the log only.
 */
export function unavailableResponse(
  error: DatabaseUnavailableError,
  method?: string,
  path?: string,
): HttpResponse {
  const timedOut = error instanceof DatabaseTimeoutError
  unlogged += 1
  const now = performance.now()
  if (now - lastLogged >= logEveryMs) {
    log.warn('the database is unavailable: answering 503', { method, path, failed: unlogged, error })
    lastLogged = now
    unlogged = 0
  }
  const answered = errorResponse(
    503,
    ErrorMessage.serviceUnavailable,
    timedOut ? 'DATABASE_TIMEOUT' : 'DATABASE_UNAVAILABLE',
  )
  return { ...answered, headers: { ...answered.headers, 'Retry-After': '1' } }
}
