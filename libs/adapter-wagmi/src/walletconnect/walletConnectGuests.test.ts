import { describe, expect, it } from 'vitest'
import { guestNamespaces } from './walletConnectGuests'

describe('guestNamespaces', () => {
  it("proposes each guest's chains, methods and events, with RPC URLs under both keys", () => {
    const chainId = 'solana:CEnNDUQ6gnEsXr6S46HfNWcvi7HP4ZwU'
    expect(
      guestNamespaces([
        {
          proposal: {
            namespace: 'solana',
            chains: [chainId],
            methods: ['solana_signMessage'],
            events: [],
            rpcMap: { [chainId]: 'http://127.0.0.1:8899' },
          },
          listeners: new Set(),
        },
      ]),
    ).toEqual({
      solana: {
        chains: [chainId],
        methods: ['solana_signMessage'],
        events: [],
        rpcMap: {
          [chainId]: 'http://127.0.0.1:8899',
          CEnNDUQ6gnEsXr6S46HfNWcvi7HP4ZwU: 'http://127.0.0.1:8899',
        },
      },
    })
  })
})
