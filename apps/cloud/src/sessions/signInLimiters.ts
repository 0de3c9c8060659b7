import type { SqlDatabase } from '../database/SqlDatabase'
import { createRateLimiter } from '../limits/rateLimiter'
import type { SessionSettings } from './sessionSettings'

/**
 * The sign-in routes' rate limits per client address: nonces asked and sign-ins tried per minute
 * (`sessions` in the configuration), kept in the database so that several instances share them.
 */
export function createSignInLimiters(database: SqlDatabase, settings: SessionSettings, clock?: () => number) {
  const perMinute = (name: string, limit: number, what: string) =>
    createRateLimiter(database, { name, limit, windowMs: 60_000, what }, clock)
  return {
    nonces: perMinute('siwx-nonces', settings.noncesPerMinute, 'sign-in nonces for this address'),
    signIns: perMinute('siwx-sign-ins', settings.signInsPerMinute, 'sign-in attempts from this address'),
  }
}
