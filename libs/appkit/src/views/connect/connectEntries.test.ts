import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { arbitrum, mainnet } from '@gatehouse/common'
import type { AdapterContext, ChainAdapter, WalletConnectCapability } from '@gatehouse/controllers'
import { quietAdapter } from '@gatehouse/controllers/testing'
import { destroyTestKits, testKit } from '../../testing/testKits'

afterEach(destroyTestKits)
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

/** An adapter that lists WalletConnect and one installed wallet, as the wagmi adapter does with a projectId. */
function adapterWithWalletConnect(): ChainAdapter & WalletConnectCapability {
  let context: AdapterContext | undefined
  return {
    ...quietAdapter([mainnet, arbitrum]),
    walletConnectConnectorId: 'walletConnect',
    connectWalletConnect: () => new Promise(() => {}),
    setup: (value) => (context = value),
    syncConnectors: async () =>
      context?.events.connectorsChanged([
        { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
        { id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.test' } },
      ]),
  }
}

const modal = () => document.querySelector('gatehouse-modal')?.shadowRoot
const walletRows = () =>
  [...(modal()?.querySelectorAll('[aria-label="Wallets"] button') ?? [])].map((row) => row.textContent)

describe("the Connect view's wallets", () => {
  it('lead with WalletConnect when it is on', async () => {
    const appkit = testKit({ adapters: [adapterWithWalletConnect()] })
    await appkit.open()
    await vi.waitFor(() => expect(walletRows()[0]).toContain('WalletConnect'), { timeout: 10_000 })
    expect(walletRows().some((row) => row?.includes('Test Wallet'))).toBe(true)
  })

  it('leave WalletConnect out when the host turned it off, though the adapter lists it', async () => {
    const appkit = testKit({ adapters: [adapterWithWalletConnect()], enableWalletConnect: false })
    await appkit.open()
    await vi.waitFor(() => expect(walletRows().some((row) => row?.includes('Test Wallet'))).toBe(true), {
      timeout: 10_000,
    })
    expect(walletRows().some((row) => row?.includes('WalletConnect'))).toBe(false)
  })
})
