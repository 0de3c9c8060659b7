import { portShare } from './freePort'

/** How many shares the free-port range is cut into for test workers: more than any run has workers. */
export const workerPortShares = 4

/**
 * A vitest setup file: this worker picks its free ports from a share of its own (by its
 * `VITEST_POOL_ID`), so test files running side by side never pick the same port between one's
 * probe and its listen.
 */
process.env.GATEHOUSE_PORTS = portShare(
  (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % workerPortShares,
  workerPortShares,
)
