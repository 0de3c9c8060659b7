import { subscribe } from 'valtio/vanilla'

/**
 * Calls `listener` with `get()` whenever any of `sources` changes and `get()` returns a new
 * object (pair it with `memoized`). Returns the unsubscribe function.
 */
export function subscribeDerived<T>(
  sources: readonly object[],
  get: () => T,
  listener: (value: T) => void,
): () => void {
  let last = get()
  const onChange = () => {
    const next = get()
    if (next === last) return
    last = next
    listener(next)
  }
  const stops = sources.map((source) => subscribe(source, onChange))
  return () => stops.forEach((stop) => stop())
}
