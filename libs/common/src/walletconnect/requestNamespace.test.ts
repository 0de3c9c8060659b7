import { describe, expect, it } from 'vitest'
import { requestNamespace } from './requestNamespace'

const session = {
  namespaces: {
    eip155: { accounts: ['eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], chains: ['eip155:1'] },
    solana: {
      accounts: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
    },
  },
}

describe('requestNamespace: the request rules of a wallet session', () => {
  it('names the session namespace a chain belongs to', () => {
    expect(requestNamespace(session, 'eip155:42161')).toBe('eip155')
    expect(requestNamespace(session, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('solana')
  })

  it('needs a session', () => {
    expect(() => requestNamespace(undefined, 'eip155:1')).toThrow('Please call connect() before request()')
  })

  it('refuses a chain of a namespace the session does not have', () => {
    expect(() => requestNamespace(session, 'bip122:000000000019d6689c085ae165831e93')).toThrow(
      "Namespace 'bip122' is not configured. Please call connect() first with namespace config.",
    )
    expect(() => requestNamespace(session, 'toString:1')).toThrow("Namespace 'toString' is not configured")
  })

  it('refuses a chain id that is not CAIP-2', () => {
    expect(() => requestNamespace(session, 'eip155')).toThrow('Invalid CAIP-2 network id: eip155')
    expect(() => requestNamespace(session, 'eip155:1:2')).toThrow('Invalid CAIP-2 network id: eip155:1:2')
  })
})
