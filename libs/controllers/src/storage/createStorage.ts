import * as v from 'valibot'
import { storageKeys, type StorageKey, type StoredValue } from './storageKeys'

/** Where values are kept: `localStorage` in browsers, memory elsewhere. */
export interface StorageBackend {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

const prefix = '@gatehouse/'

/** A storage backend in memory, for servers and tests. */
export function memoryStorageBackend(): StorageBackend {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

/** The page's `localStorage` when it can be used (not blocked, not on a server), else memory. */
export function defaultStorageBackend(): StorageBackend {
  try {
    const storage = globalThis.localStorage
    if (storage) {
      storage.getItem(prefix)
      return storage
    }
  } catch {
    // Storage can be blocked (sandboxed frames, privacy settings); memory keeps the page working.
  }
  return memoryStorageBackend()
}

/**
 * The one typed storage module. Values are JSON validated against their key's schema on the way in
 * and out: a corrupt or foreign value is dropped and reads as absent, never as an error.
 */
export function createStorage(backend: StorageBackend = defaultStorageBackend()) {
  function get<K extends StorageKey>(key: K): StoredValue<K> | undefined {
    let raw: string | null
    try {
      raw = backend.getItem(prefix + key)
    } catch {
      return undefined
    }
    if (raw === null) return undefined
    try {
      const result = v.safeParse(storageKeys[key], JSON.parse(raw))
      if (result.success) return result.output as StoredValue<K>
    } catch {
      // not JSON: fall through and drop it
    }
    remove(key)
    return undefined
  }

  function set<K extends StorageKey>(key: K, value: StoredValue<K>): void {
    try {
      backend.setItem(prefix + key, JSON.stringify(value))
    } catch (error) {
      console.warn(`[gatehouse] could not store ${key}`, error)
    }
  }

  function remove(key: StorageKey): void {
    try {
      backend.removeItem(prefix + key)
    } catch {
      // nothing more to do: the value stays unreadable and is dropped again on the next read
    }
  }

  return { get, set, remove }
}

export type Storage = ReturnType<typeof createStorage>
