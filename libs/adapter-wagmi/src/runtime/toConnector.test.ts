import { describe, expect, it } from 'vitest'
import { toConnector } from './toConnector'

describe('toConnector', () => {
  it('marks EIP-6963 wallets as announced, with their rdns (wagmi uses it as the id) and icon', () => {
    expect(
      toConnector({
        id: 'io.metamask',
        name: 'MetaMask',
        type: 'injected',
        icon: 'data:x',
        rdns: undefined,
      }),
    ).toEqual({
      id: 'io.metamask',
      name: 'MetaMask',
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: 'data:x',
      info: { rdns: 'io.metamask' },
    })
  })
  it('names the legacy injected provider Browser Wallet', () => {
    expect(
      toConnector({ id: 'injected', name: 'Injected', type: 'injected', icon: undefined, rdns: undefined }),
    ).toMatchObject({
      id: 'injected',
      name: 'Browser Wallet',
      type: 'INJECTED',
    })
  })
  it('treats other connectors as external', () => {
    expect(toConnector({ id: 'x', name: 'X', type: 'x', icon: undefined, rdns: ['a', 'b'] })).toMatchObject({
      type: 'EXTERNAL',
      info: { rdns: 'a' },
    })
  })
  it('lists WalletConnect as the WALLET_CONNECT connector', () => {
    expect(
      toConnector({
        id: 'walletConnect',
        name: 'x',
        type: 'walletConnect',
        icon: undefined,
        rdns: undefined,
      }),
    ).toEqual({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' })
  })
})
