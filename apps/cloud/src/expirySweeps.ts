import { log } from './logging/log'

/** Deletes what expired before `now`. */
export type ExpirySweep = (now: number) => Promise<unknown>

/** What the service sweeps; each group logs its own failure and does not stop the others. */
export interface ExpirySweeps {
  /** The relay mailbox's expired messages. */
  mailbox: ExpirySweep
  /** The rate limits' windows that ended. */
  rateLimits: ExpirySweep
  /** The sign-in nonces, sessions and limits, and the embedded wallet's codes, sessions and logins. */
  signIns: readonly ExpirySweep[]
}

// Expired mailbox rows are dropped this often; reads skip them in the meantime.
const mailboxSweepMs = 30_000

/** Sweeps every `mailboxSweepMs` until the returned timer is cleared; it does not keep the process alive. */
export function startExpirySweeps(sweeps: ExpirySweeps): NodeJS.Timeout {
  const timer = setInterval(() => {
    const now = Date.now()
    sweeps.mailbox(now).catch((error: unknown) => log.error('cannot sweep the mailbox', { error }))
    sweeps.rateLimits(now).catch((error: unknown) => log.error('cannot sweep the rate limits', { error }))
    Promise.all(sweeps.signIns.map((sweep) => sweep(now))).catch((error: unknown) =>
      log.error('cannot sweep the sign-in nonces and sessions', { error }),
    )
  }, mailboxSweepMs)
  timer.unref()
  return timer
}
