/** A promise a test settles by hand, to look at the state while a wallet or a service still answers. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((settleOk, settleFailed) => {
    resolve = settleOk
    reject = settleFailed
  })
  return { promise, resolve, reject }
}
