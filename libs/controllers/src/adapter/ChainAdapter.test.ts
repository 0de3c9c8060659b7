import { describe, expect, it } from 'vitest'
import { hasWalletConnect, hasWalletConnectSignIn, type ChainAdapter } from './ChainAdapter'

// Only the members the guards read; a guard never calls them.
const plain = { namespace: 'eip155', networks: [] } as unknown as ChainAdapter

describe('capability type guards', () => {
  it('tell a WalletConnect one-step sign-in apart from a plain WalletConnect connect', () => {
    const connectOnly = { ...plain, connectWalletConnect: async () => ({}) } as unknown as ChainAdapter
    const signIn = { ...connectOnly, connectWithSignIn: async () => ({}) } as unknown as ChainAdapter
    expect([hasWalletConnect(plain), hasWalletConnectSignIn(plain)]).toEqual([false, false])
    expect([hasWalletConnect(connectOnly), hasWalletConnectSignIn(connectOnly)]).toEqual([true, false])
    expect([hasWalletConnect(signIn), hasWalletConnectSignIn(signIn)]).toEqual([true, true])
  })
})
