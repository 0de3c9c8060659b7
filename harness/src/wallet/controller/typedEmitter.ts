/** A minimal typed event emitter: `on` returns its own unsubscribe function. */
export interface TypedEmitter<Events> {
  on<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void): () => void
  emit<E extends keyof Events>(event: E, payload: Events[E]): void
  clear(): void
}

export function createTypedEmitter<Events>(): TypedEmitter<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (payload: never) => void)
      listeners.set(event, set)
      return () => set.delete(listener as (payload: never) => void)
    },
    emit(event, payload) {
      listeners.get(event)?.forEach((listener) => (listener as (value: typeof payload) => void)(payload))
    },
    clear: () => listeners.clear(),
  }
}
