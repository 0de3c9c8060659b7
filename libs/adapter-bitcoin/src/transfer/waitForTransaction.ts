import type { TransactionStatus } from '../rest/mempoolRest'

/** How `waitForTransaction` polls. */
export interface WaitOptions {
  /** The first pause between two reads. Default 1 s (the local chain mines about 2 s after a send). */
  firstIntervalMs?: number
  /** The longest pause, reached by growing the pause by half each time. Default 30 s (mainnet blocks take ~10 min). */
  maxIntervalMs?: number
  /** Reads in a row that find the transaction unknown to the node before it counts as dropped. Default 10. */
  unknownReads?: number
  /** Failed reads in a row before the last failure is thrown. Default 10. */
  failedReads?: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Polls a transaction's status until it is in a block: resolves 'success' then, or 'dropped' when
 * the node has not known it for `unknownReads` reads in a row (it was dropped or replaced). There is
 * no deadline in time: a block can take an hour on mainnet and a busy test machine can be slow to
 * answer; what ends the wait is what the node says, or `failedReads` failures in a row.
 */
export async function waitForTransaction(
  readStatus: () => Promise<TransactionStatus>,
  options: WaitOptions = {},
): Promise<{ status: 'success' | 'dropped' }> {
  const maxInterval = options.maxIntervalMs ?? 30_000
  const unknownLimit = options.unknownReads ?? 10
  const failureLimit = options.failedReads ?? 10
  let interval = options.firstIntervalMs ?? 1_000
  let unknown = 0
  let failures = 0
  for (;;) {
    try {
      const status = await readStatus()
      failures = 0
      if (status === 'confirmed') return { status: 'success' }
      unknown = status === 'unknown' ? unknown + 1 : 0
      if (unknown >= unknownLimit) return { status: 'dropped' }
    } catch (error) {
      if (++failures >= failureLimit) throw error
    }
    await sleep(interval)
    interval = Math.min(maxInterval, Math.round(interval * 1.5))
  }
}
