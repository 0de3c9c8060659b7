import { describe, expect, it } from 'vitest'
import { devAddresses } from '../accounts/devAccounts'
import { eip155ChainId, eip155Namespace, sessionChainId, switchedNamespaces } from './eip155'

const [first, second] = devAddresses

describe('eip155ChainId', () => {
  it('reads the chain of a CAIP-2 id or a CAIP-10 account', () => {
    expect(eip155ChainId('eip155:31337')).toBe(31337)
    expect(eip155ChainId(`eip155:1337:${first}`)).toBe(1337)
  })

  it('refuses other namespaces and references that are not chain ids', () => {
    for (const value of [
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'eip155:abc',
      'eip155:0',
      'eip155:-1',
      '',
    ]) {
      expect(eip155ChainId(value)).toBeUndefined()
    }
  })
})

describe('eip155Namespace', () => {
  it('lists the active chain first, with one account per chain', () => {
    const namespace = eip155Namespace([31337, 1337], 1337, first)
    expect(namespace.chains).toEqual(['eip155:1337', 'eip155:31337'])
    expect(namespace.accounts).toEqual([`eip155:1337:${first}`, `eip155:31337:${first}`])
    expect(namespace.methods).toContain('eth_sendTransaction')
    expect(namespace.events).toEqual(['chainChanged', 'accountsChanged'])
  })
})

describe('switchedNamespaces', () => {
  const session = {
    namespaces: {
      eip155: {
        chains: ['eip155:31337', 'eip155:1337'],
        accounts: [`eip155:31337:${first}`, `eip155:1337:${first}`],
        methods: ['personal_sign'],
        events: ['chainChanged'],
      },
      solana: { accounts: ['solana:x:y'], methods: [], events: [] },
    },
  }

  it('puts the new chain first and keeps what the dapp approved', () => {
    const namespaces = switchedNamespaces(session, 1337, first)
    expect(namespaces.eip155).toEqual({
      chains: ['eip155:1337', 'eip155:31337'],
      accounts: [`eip155:1337:${first}`, `eip155:31337:${first}`],
      methods: ['personal_sign'],
      events: ['chainChanged'],
    })
    expect(namespaces.solana).toBe(session.namespaces.solana)
    expect(sessionChainId({ namespaces })).toBe(1337)
  })

  it('adds a chain the session did not have and moves every account to a new address', () => {
    const namespaces = switchedNamespaces(session, 42, second)
    expect(namespaces.eip155?.chains).toEqual(['eip155:42', 'eip155:31337', 'eip155:1337'])
    expect(namespaces.eip155?.accounts.every((account) => account.endsWith(`:${second}`))).toBe(true)
  })
})
