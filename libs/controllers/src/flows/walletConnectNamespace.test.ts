import { describe, expect, it } from 'vitest'
import { mainnet, solana, type ChainNamespace } from '@gatehouse/common'
import type { ChainAdapter } from '../adapter/ChainAdapter'
import { createAdapterRegistry } from '../adapter/createAdapterRegistry'
import { scriptedAdapterOf, walletConnectAdapter } from '../testing/kitParts'
import { walletConnectNamespace } from './walletConnectNamespace'

function pick(adapters: ChainAdapter[], activeNamespace: ChainNamespace, enableWalletConnect = true) {
  return walletConnectNamespace({
    options: { state: { enableWalletConnect } },
    chain: { state: { activeNamespace } },
    adapters: createAdapterRegistry(adapters),
  })
}

describe('walletConnectNamespace', () => {
  const evmWalletConnect = walletConnectAdapter('eip155', [mainnet])
  const solanaWalletConnect = walletConnectAdapter('solana', [solana])
  const evmInjectedOnly = scriptedAdapterOf('eip155', [mainnet])

  it('prefers the active namespace when its adapter connects over WalletConnect', () => {
    expect(pick([evmWalletConnect, solanaWalletConnect], 'solana')).toBe('solana')
    expect(pick([evmWalletConnect, solanaWalletConnect], 'eip155')).toBe('eip155')
  })

  it('falls back to the first adapter that can', () => {
    expect(pick([evmInjectedOnly, solanaWalletConnect], 'eip155')).toBe('solana')
  })

  it('is none while the host turned WalletConnect off, or when no adapter can', () => {
    expect(pick([evmWalletConnect], 'eip155', false)).toBeUndefined()
    expect(pick([evmInjectedOnly], 'eip155')).toBeUndefined()
  })
})
