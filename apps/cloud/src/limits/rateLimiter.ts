import type { SqlDatabase } from '../database/SqlDatabase'
import { HttpError } from '../http/HttpResponse'

/** Counts requests per key in fixed windows kept in the database, so every instance counts together. */
export interface RateLimiter {
  /** Counts one request of `key`; a 429 HttpError when the key is over its limit in this window. */
  hit(key: string): Promise<void>
  /** Drops the windows that ended before `now`; how many. */
  sweep(now: number): Promise<number>
}

/**
 * A limit of `limit` requests per `windowMs` for each key, counted with one upsert in the shared
 * database (atomic, so two instances counting at once never lose a hit). `what` names the limit in
 * the 429 message.
 */
export function createRateLimiter(
  database: SqlDatabase,
  options: { name: string; limit: number; windowMs: number; what: string },
  clock: () => number = Date.now,
): RateLimiter {
  const { name, limit, windowMs, what } = options
  return {
    async hit(key) {
      const now = clock()
      const windowStart = now - (now % windowMs)
      const { rows } = await database.query<{ hits: number }>(
        `INSERT INTO rate_limit_windows (key, window_start, hits) VALUES ($1, $2, 1)
         ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_windows.hits + 1
         RETURNING hits`,
        [`${name}:${key}`, windowStart],
      )
      if ((rows[0]?.hits ?? 0) > limit) {
        const seconds = Math.ceil((windowStart + windowMs - now) / 1000)
        throw new HttpError(
          429,
          `Too many ${what}: at most ${limit} per ${windowMs / 1000} s; retry in ${seconds} s`,
          undefined,
          { 'Retry-After': String(seconds) },
        )
      }
    },
    async sweep(now) {
      const { affectedRows } = await database.query(
        'DELETE FROM rate_limit_windows WHERE window_start + $2 <= $1 AND key LIKE $3',
        [now, windowMs, `${name}:%`],
      )
      return affectedRows ?? 0
    },
  }
}
