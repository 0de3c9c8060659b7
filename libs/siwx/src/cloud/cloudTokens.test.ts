import { describe, expect, it } from 'vitest'
import { createTokenStore, type TokenStorage } from './cloudTokens'

function memoryStorage(): TokenStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

const alice = '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B'
const token = (name: string) => ({ token: `token-${name}`, id: `id-${name}`, signature: `0x${name}` })

describe('the token store of CloudAuthentication', () => {
  it('keeps one token per account and network, whatever the address case', () => {
    const storage = memoryStorage()
    const tokens = createTokenStore(storage, 'key')
    tokens.set('eip155:1', alice, token('a'))
    tokens.set('eip155:10', alice, token('b'))
    expect(tokens.get('eip155:1', alice.toLowerCase())).toEqual(token('a'))
    expect(tokens.get('eip155:10', alice)).toEqual(token('b'))
    expect(tokens.entries()).toEqual([
      { chainId: 'eip155:1', address: alice.toLowerCase(), token: token('a') },
      { chainId: 'eip155:10', address: alice.toLowerCase(), token: token('b') },
    ])
    tokens.remove('eip155:1', alice)
    expect(tokens.get('eip155:1', alice)).toBeUndefined()
    tokens.remove('eip155:10', alice)
    expect(storage.items.has('key')).toBe(false)
  })

  it('reads what it cannot understand as no token', () => {
    const storage = memoryStorage()
    const tokens = createTokenStore(storage, 'key')
    storage.setItem('key', 'not json')
    expect(tokens.entries()).toEqual([])
    storage.setItem(
      'key',
      JSON.stringify({ [`eip155:1|${alice.toLowerCase()}`]: { token: 1 }, other: token('c') }),
    )
    expect(tokens.get('eip155:1', alice)).toBeUndefined()
    expect(tokens.entries()).toHaveLength(1)
  })
})
