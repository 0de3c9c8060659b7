import { describe, expect, it, vi } from 'vitest'
import { createStorage, memoryStorageBackend, type StorageBackend } from './createStorage'

describe('storage', () => {
  it('round-trips typed values under a prefixed key', () => {
    const backend = memoryStorageBackend()
    const storage = createStorage(backend)
    storage.set('connectedConnectorIds', { eip155: 'io.metamask' })
    expect(storage.get('connectedConnectorIds')).toEqual({ eip155: 'io.metamask' })
    expect(backend.getItem('@gatehouse/connectedConnectorIds')).toBe('{"eip155":"io.metamask"}')
  })

  it.each([
    ['not JSON', '{oops'],
    ['the wrong type', '"yes"'],
    ['an unknown namespace', '["eip155","dogecoin"]'],
  ])('ignores and drops %s', (_, raw) => {
    const backend = memoryStorageBackend()
    backend.setItem('@gatehouse/connectedNamespaces', raw)
    const storage = createStorage(backend)
    expect(storage.get('connectedNamespaces')).toBeUndefined()
    expect(backend.getItem('@gatehouse/connectedNamespaces')).toBeNull()
  })

  it('rejects an e-mail that is not one', () => {
    const backend = memoryStorageBackend()
    backend.setItem('@gatehouse/email', '"not-an-email"')
    expect(createStorage(backend).get('email')).toBeUndefined()
  })

  it('survives a backend that throws', () => {
    const broken: StorageBackend = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const storage = createStorage(broken)
    expect(storage.get('connectionStatus')).toBeUndefined()
    expect(() => storage.set('connectionStatus', 'connected')).not.toThrow()
    expect(warn).toHaveBeenCalledOnce()
  })
})
