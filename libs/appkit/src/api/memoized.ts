/**
 * Wraps a computation so that it returns the previous object while every field is unchanged: what
 * `useSyncExternalStore` needs from a snapshot getter.
 */
export function memoized<T extends object>(compute: () => T): () => T {
  let previous: T | undefined
  return () => {
    const next = compute()
    if (previous && shallowEqual(previous, next)) return previous
    previous = next
    return next
  }
}

function shallowEqual(a: object, b: object): boolean {
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every((key) =>
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

/** `memoized`, once per key (for example per namespace): each key keeps its own previous object. */
export function memoizedPerKey<K, T extends object>(compute: (key: K) => T): (key: K) => T {
  const getters = new Map<K, () => T>()
  return (key) => {
    let get = getters.get(key)
    if (!get) {
      get = memoized(() => compute(key))
      getters.set(key, get)
    }
    return get()
  }
}
