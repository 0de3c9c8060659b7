import { shortReason } from '../chains/ChainUnavailableError'
import type { ChainIndexer } from './chainIndexer'
import { log } from '../logging/log'

/** How often the service asks each chain for new blocks while it runs. */
export const indexPollMs = 2_000

/**
 * Catches every chain up now and then every `intervalMs`, so that history is usually ready before
 * it is asked for. A chain that fails is logged once when it goes down and once when it is back; the
 * others are not held up by it. The timer does not keep the process alive.
 */
export function startIndexPolling(indexers: readonly ChainIndexer[], intervalMs = indexPollMs) {
  const failing = new Set<string>()
  let stopped = false

  function poll(indexer: ChainIndexer): void {
    indexer.catchUp().then(
      () => {
        if (failing.delete(indexer.chainId))
          log.warn(`chain ${indexer.chainId} is indexed again`, { chainId: indexer.chainId })
      },
      (error: unknown) => {
        if (stopped || failing.has(indexer.chainId)) return
        failing.add(indexer.chainId)
        log.error(
          `cannot index chain ${indexer.chainId}: ${shortReason(error)} (retrying every ${intervalMs / 1000} s)`,
        )
      },
    )
  }

  const tick = () => indexers.forEach(poll)
  tick()
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  return {
    /** Stops asking; a catch-up under way is stopped by its indexer. */
    stop() {
      stopped = true
      clearInterval(timer)
    },
  }
}
