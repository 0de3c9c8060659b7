import { beforeEach, describe, expect, it, vi } from 'vitest'
import { arbitrum, mainnet, type Network } from '@gatehouse/common'
import type { Connector } from '../connector/Connector'
import { findNamedConnector, isNamedWallet } from '../connector/namedWallet'
import { createControllers } from '../kit/createControllers'
import type { AppKitOptions } from '../options/types'
import { memoryStorageBackend } from '../storage/createStorage'
import { walletConnectAdapter } from '../testing/kitParts'
import { desktopTestPlatform } from '../testing/testPlatform'

const networks: [Network, ...Network[]] = [mainnet, arbitrum]
const catalogueWallet = { id: 'sample-id', name: 'Sample Wallet', rdns: 'dev.sample', chains: ['eip155:1'] }
// The listing of the scripted adapter's installed wallet (connector id io.test, "Test Wallet").
const installedListing = { id: 'test-wallet-id', name: 'Test Wallet', rdns: 'io.test', chains: ['eip155:1'] }

function setup(overrides: Partial<AppKitOptions> = {}) {
  const adapter = walletConnectAdapter('eip155', networks)
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    if (url.pathname === '/getWallets') {
      const search = url.searchParams.get('search')
      const data = !search
        ? [catalogueWallet, installedListing]
        : search === 'Sample Wallet'
          ? [catalogueWallet]
          : []
      return Response.json({ count: data.length, data })
    }
    return Response.json({ features: [] })
  })
  const kit = createControllers(
    { networks, adapters: [adapter], projectId: 'test', ...overrides },
    { storage: memoryStorageBackend(), platform: desktopTestPlatform, fetch },
  )
  return { kit, adapter }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('finding a named wallet among the installed ones', () => {
  const installed: Connector[] = [
    {
      id: 'io.metamask',
      name: 'MetaMask',
      type: 'ANNOUNCED',
      chain: 'eip155',
      info: { rdns: 'io.metamask' },
    },
    {
      id: 'cbw',
      name: 'Coinbase Wallet',
      type: 'ANNOUNCED',
      chain: 'eip155',
      info: { rdns: 'com.coinbase.wallet' },
    },
    { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
    { id: 'x', name: 'Explorer Wallet', type: 'INJECTED', chain: 'eip155', explorerId: 'abc123' },
  ]
  it.each([
    ['metamask', 'io.metamask'],
    ['MetaMask', 'io.metamask'],
    ['io.metamask', 'io.metamask'],
    ['coinbase', 'cbw'],
    ['com.coinbase.wallet', 'cbw'],
    ['abc123', 'x'],
    ['explorer-wallet', 'x'],
  ])('%s is %s', (wallet, id) => {
    expect(findNamedConnector(installed, wallet)?.id).toBe(id)
  })
  it('never takes WalletConnect or an unknown name for an installed wallet', () => {
    expect(findNamedConnector(installed, 'walletConnect')).toBeUndefined()
    expect(findNamedConnector(installed, 'phantom')).toBeUndefined()
  })
})

describe('telling whether the connected wallet is the one named', () => {
  const metamask = { name: 'MetaMask', rdns: 'io.metamask' }
  it.each(['metamask', 'MetaMask', 'meta-mask', 'io.metamask'])('%s names MetaMask', (wallet) => {
    expect(isNamedWallet(wallet, metamask)).toBe(true)
  })
  it('by name alone when the wallet has no rdns, and never for another or an empty name', () => {
    expect(isNamedWallet('Sample Wallet', { name: 'Sample Wallet', rdns: undefined })).toBe(true)
    expect(isNamedWallet('rainbow', metamask)).toBe(false)
    expect(isNamedWallet('', { name: '', rdns: undefined })).toBe(false)
  })
})

describe('connecting a named wallet', () => {
  it('asks an installed wallet at once, without the modal', async () => {
    const { kit, adapter } = setup()
    await expect(kit.connectNamedWallet('io.test')).resolves.toBe('installed')
    expect(adapter.connect).toHaveBeenCalledOnce()
    expect(kit.modal.state.open).toBe(false)
    expect(kit.connection.isConnected()).toBe(true)
  })

  it('asks an installed wallet named by its catalogue id at once, found by its listing', async () => {
    const { kit, adapter } = setup({ enableWalletConnect: false })
    await expect(kit.connectNamedWallet('test-wallet-id')).resolves.toBe('installed')
    expect(adapter.connect).toHaveBeenCalledOnce()
    expect(kit.modal.state.open).toBe(false)
    expect(kit.connection.isConnected()).toBe(true)
  })

  it('opens the WalletConnect QR code for walletConnect, and settles once the wallet connects', async () => {
    const { kit } = setup()
    const connecting = kit.connectNamedWallet('walletConnect')
    await vi.waitFor(() => expect(kit.router.state.view).toBe('ConnectingWalletConnectBasic'))
    expect(kit.modal.state.open).toBe(true)
    await kit.connection.connectWalletConnect('eip155', () => {})
    await expect(connecting).resolves.toBe('walletConnect')
  })

  it("falls back to the catalogue wallet's QR code when it is not installed, found by name", async () => {
    const { kit } = setup()
    const connecting = kit.connectNamedWallet('Sample Wallet')
    await vi.waitFor(() => expect(kit.router.state.view).toBe('ConnectingWalletConnect'))
    expect(kit.router.state.data?.wallet?.id).toBe('sample-id')
    expect(kit.catalogue.state.search.query).toBe('')
    kit.close()
    await expect(connecting).rejects.toThrow('The modal closed before a wallet connected')
  })

  it('rejects a wallet that is neither installed nor in the catalogue, naming it', async () => {
    const { kit } = setup()
    await expect(kit.connectNamedWallet('nowhere')).rejects.toThrow(
      'Wallet "nowhere" is not installed nor in the catalogue',
    )
    expect(kit.modal.state.open).toBe(false)
  })

  it('with enableWalletConnect false, refuses what only WalletConnect could reach, naming the option', async () => {
    const { kit } = setup({ enableWalletConnect: false })
    await expect(kit.connectNamedWallet('walletConnect')).rejects.toThrow(
      'Wallet "walletConnect" needs WalletConnect: enableWalletConnect is false',
    )
    await expect(kit.connectNamedWallet('io.test')).resolves.toBe('installed')
  })
})
