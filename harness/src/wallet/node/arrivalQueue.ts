/** Items in arrival order, handed out once each; `next` waits for one when none is queued. */
export interface ArrivalQueue<T> {
  push(item: T): void
  /** Drops an item that was handled some other way. */
  remove(item: T): void
  next(what: string, timeoutMs: number): Promise<T>
}

export function createArrivalQueue<T>(): ArrivalQueue<T> {
  const items: T[] = []
  const waiters: ((item: T) => void)[] = []
  return {
    push(item) {
      const waiter = waiters.shift()
      if (waiter) waiter(item)
      else items.push(item)
    },
    remove(item) {
      const index = items.indexOf(item)
      if (index >= 0) items.splice(index, 1)
    },
    next(what, timeoutMs) {
      const queued = items.shift()
      if (queued !== undefined) return Promise.resolve(queued)
      return new Promise<T>((resolve, reject) => {
        const waiter = (item: T) => {
          clearTimeout(timer)
          resolve(item)
        }
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1)
          reject(new Error(`No ${what} arrived within ${timeoutMs} ms.`))
        }, timeoutMs)
        waiters.push(waiter)
      })
    },
  }
}
