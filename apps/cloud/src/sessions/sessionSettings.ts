import type { CloudConfig } from '../config/cloudConfig'

/** How long nonces and sessions live, and how many nonces a caller may ask for. */
export interface SessionSettings {
  /** A nonce must be spent within this many milliseconds of being issued. */
  nonceTtlMs: number
  /** The lifetime of a session whose message states no expiration time. */
  defaultLifetimeMs: number
  /** The latest expiration time a message may state, counted from now. */
  maxLifetimeMs: number
  /** Nonces issued per minute to one address for one project. */
  noncesPerMinute: number
  /** Sign-in attempts per minute from one address for one project (each may cost a node call). */
  signInsPerMinute: number
  /** How far the signer's clock may run ahead of the service's (issued-at) or behind the nonce. */
  clockSkewMs: number
}

/** The defaults: nonces for 10 minutes, sessions for a day unless the message says (at most 7). */
export const defaultSessionSettings: SessionSettings = {
  nonceTtlMs: 10 * 60_000,
  defaultLifetimeMs: 24 * 3_600_000,
  maxLifetimeMs: 7 * 24 * 3_600_000,
  noncesPerMinute: 60,
  signInsPerMinute: 60,
  clockSkewMs: 30_000,
}

/** The configured `sessions` over the defaults. */
export function sessionSettingsOf(config: CloudConfig): SessionSettings {
  const sessions = config.sessions ?? {}
  const seconds = (value: number | undefined, fallback: number) =>
    value === undefined ? fallback : value * 1000
  const maxLifetimeMs = seconds(sessions.maxLifetimeSeconds, defaultSessionSettings.maxLifetimeMs)
  return {
    nonceTtlMs: seconds(sessions.nonceTtlSeconds, defaultSessionSettings.nonceTtlMs),
    defaultLifetimeMs: Math.min(
      seconds(sessions.defaultLifetimeSeconds, defaultSessionSettings.defaultLifetimeMs),
      maxLifetimeMs,
    ),
    maxLifetimeMs,
    noncesPerMinute: sessions.noncesPerMinute ?? defaultSessionSettings.noncesPerMinute,
    signInsPerMinute: sessions.signInsPerMinute ?? defaultSessionSettings.signInsPerMinute,
    clockSkewMs: defaultSessionSettings.clockSkewMs,
  }
}
