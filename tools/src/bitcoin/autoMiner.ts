/**
 * Mines one block `delayMs` after a transaction enters the mempool (one block for every
 * transaction that arrived meanwhile), so a demo's sends confirm without a command.
 */
export function autoMiner(mine: () => Promise<unknown>, delayMs: number) {
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  return {
    transactionAdded() {
      if (stopped || timer) return
      timer = setTimeout(() => {
        timer = undefined
        // A failed block (the node stopping) is retried by the next transaction.
        mine().catch(() => undefined)
      }, delayMs)
    },
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
