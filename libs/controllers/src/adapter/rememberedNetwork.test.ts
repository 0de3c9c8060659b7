import { afterEach, describe, expect, it, vi } from 'vitest'
import { bitcoin, bitcoinTestnet, solana, solanaDevnet } from '@gatehouse/common'
import { localNetworkMemory, rememberedNetwork } from './rememberedNetwork'

function pageStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('localNetworkMemory', () => {
  it('keeps one network per key in localStorage and forgets it when written undefined', () => {
    const localStorage = pageStorage()
    vi.stubGlobal('window', { localStorage })
    const bitcoinMemory = localNetworkMemory('gatehouse.bitcoin.network')
    const solanaMemory = localNetworkMemory('gatehouse.solana.network')
    bitcoinMemory.write(bitcoinTestnet.caipNetworkId)
    solanaMemory.write(solanaDevnet.caipNetworkId)
    expect(localStorage.getItem('gatehouse.bitcoin.network')).toBe(bitcoinTestnet.caipNetworkId)
    expect(bitcoinMemory.read()).toBe(bitcoinTestnet.caipNetworkId)
    expect(solanaMemory.read()).toBe(solanaDevnet.caipNetworkId)
    bitcoinMemory.write(undefined)
    expect(bitcoinMemory.read()).toBeUndefined()
    expect(localStorage.getItem('gatehouse.bitcoin.network')).toBeNull()
    expect(solanaMemory.read()).toBe(solanaDevnet.caipNetworkId)
  })

  it('remembers nothing, without throwing, where there is no storage or it refuses', () => {
    const memory = localNetworkMemory('gatehouse.bitcoin.network')
    memory.write(bitcoin.caipNetworkId)
    expect(memory.read()).toBeUndefined()
    vi.stubGlobal('window', {
      localStorage: {
        ...pageStorage(),
        setItem: () => {
          throw new Error('QuotaExceededError')
        },
      },
    })
    expect(() => memory.write(bitcoin.caipNetworkId)).not.toThrow()
    expect(memory.read()).toBeUndefined()
  })
})

describe('rememberedNetwork', () => {
  const memoryOf = (caipNetworkId: string | undefined) => ({ read: () => caipNetworkId, write: () => {} })

  it('answers the remembered network among the given ones, else the first', () => {
    expect(rememberedNetwork(memoryOf(bitcoinTestnet.caipNetworkId), [bitcoin, bitcoinTestnet])).toBe(
      bitcoinTestnet,
    )
    expect(rememberedNetwork(memoryOf(solanaDevnet.caipNetworkId), [bitcoin, bitcoinTestnet])).toBe(bitcoin)
    expect(rememberedNetwork(memoryOf(undefined), [solana, solanaDevnet])).toBe(solana)
    expect(rememberedNetwork(memoryOf(undefined), [])).toBeUndefined()
  })
})
