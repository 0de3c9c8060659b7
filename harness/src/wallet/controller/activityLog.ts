import type { ActivityEntry } from './walletSnapshot'

const activityLimit = 100

/** The wallet's activity list (the newest 100 lines) and the failure helper that writes to it. */
export function createActivityLog(onChange: () => void) {
  let entries: readonly ActivityEntry[] = []
  let nextId = 1

  function log(message: string, tone: ActivityEntry['tone'] = 'info') {
    entries = [...entries, { id: nextId++, at: Date.now(), message, tone }].slice(-activityLimit)
    onChange()
  }

  /** Logs a failure and rethrows it with a message for people. */
  function fail(prefix: string, error: unknown): never {
    const message = `${prefix}: ${(error as Error)?.message ?? String(error)}`
    log(message, 'error')
    throw new Error(message, { cause: error })
  }

  return { entries: () => entries, log, fail }
}
