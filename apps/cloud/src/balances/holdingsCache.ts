import type { Holdings } from './readBalances'

/** How long a read of an address's holdings is reused (the widget's forceUpdate skips it). */
export const holdingsCacheMs = 5_000

// Bounded so that many addresses cannot grow the process without limit.
const maxEntries = 10_000

/**
 * A short read cache of holdings (EVM ones by default) by chain and address. Concurrent asks share one read; a failed read
 * is not kept. `fresh` reads again and keeps the new answer.
 */
export function createHoldingsCache<T = Holdings>(lifetimeMs = holdingsCacheMs) {
  const entries = new Map<string, { readAt: number; holdings: Promise<T> }>()

  return {
    get(key: string, read: () => Promise<T>, fresh = false): Promise<T> {
      const now = Date.now()
      const entry = entries.get(key)
      if (entry && !fresh && now - entry.readAt < lifetimeMs) return entry.holdings
      if (entries.size >= maxEntries) entries.clear()
      const holdings = read()
      entries.set(key, { readAt: now, holdings })
      holdings.catch(() => {
        if (entries.get(key)?.holdings === holdings) entries.delete(key)
      })
      return holdings
    },
  }
}

/** The holdings cache of the service. */
export type HoldingsCache = ReturnType<typeof createHoldingsCache>
