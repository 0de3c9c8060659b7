/**
 * What waits for the person at the wallet (connection proposals, session requests), by id. Each
 * change makes a new array, so a snapshot holding the old one never changes under a screen.
 */
export function createPendingList<T extends { id: number }>(initial: readonly T[], goneMessage: string) {
  let entries: readonly T[] = initial
  return {
    entries: () => entries,
    /** Adds an entry; false when one with its id is already there (the SDK re-emits). */
    add(entry: T): boolean {
      if (entries.some((pending) => pending.id === entry.id)) return false
      entries = [...entries, entry]
      return true
    },
    /** The entry with `id`, or an error saying it is no longer pending. */
    get(id: number): T {
      const entry = entries.find((pending) => pending.id === id)
      if (!entry) throw new Error(goneMessage)
      return entry
    },
    /** Removes and returns the entry with `id`, if there is one. */
    take(id: number): T | undefined {
      const entry = entries.find((pending) => pending.id === id)
      entries = entries.filter((pending) => pending.id !== id)
      return entry
    },
    /** Removes every entry `drop` picks. */
    drop(drop: (entry: T) => boolean): void {
      entries = entries.filter((entry) => !drop(entry))
    },
  }
}
