import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { arbitrum, mainnet, type Network } from '@gatehouse/common'
import type { ChainAdapter } from '../adapter/ChainAdapter'
import { memoryStorageBackend, type StorageBackend } from '../storage/createStorage'
import { scriptedAdapter } from '../testing/scriptedAdapter'
import { testConnector, walletConnectAdapter } from '../testing/kitParts'
import type { AppKitOptions } from '../options/types'
import { createControllers } from './createControllers'
import { desktopTestPlatform } from '../testing/testPlatform'

// The rules live in src/flows and the controllers, each tested beside it; these tests check that the
// composition root wires them to each other and to what the environment passes.

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const desktop = desktopTestPlatform
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup(
  overrides: Partial<AppKitOptions> = {},
  storage: StorageBackend = memoryStorageBackend(),
  fetch = vi.fn(async () => Response.json({ features: [] })),
) {
  const networks: [Network, ...Network[]] = [mainnet, arbitrum]
  const adapter = scriptedAdapter(networks)
  const kit = createControllers(
    { networks, adapters: [adapter], projectId: 'test', ...overrides },
    { storage, platform: desktop, fetch },
  )
  return { kit, adapter, storage, fetch }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => vi.useRealTimers())

describe('kit wiring', () => {
  it('hands adapters a context at once, and discovers wallets and reads the service only on the first intent', async () => {
    const { kit, adapter, fetch } = setup()
    expect(adapter.setup).toHaveBeenCalledOnce()
    expect(adapter.syncConnectors).not.toHaveBeenCalled()
    expect(fetch).not.toHaveBeenCalled()
    await Promise.all([kit.prepare(), kit.prepare()])
    expect(adapter.syncConnectors).toHaveBeenCalledOnce()
    expect(fetch).toHaveBeenCalled()
    expect(kit.connectors.state).toMatchObject({ discovered: true, connectors: [{ name: 'Test Wallet' }] })
  })

  it('opens on Connect, then on Account once connected, and closing resets to Connect', async () => {
    const { kit } = setup()
    kit.open()
    expect(kit.router.state.view).toBe('Connect')
    await kit.connection.connect(testConnector)
    kit.close()
    expect(kit.modal.state.open).toBe(false)
    expect(kit.router.state.view).toBe('Connect')
    kit.open()
    expect(kit.router.state.view).toBe('Account')
    kit.open({ view: 'Networks', arguments: { from: 'test' } })
    expect(kit.router.state).toMatchObject({ view: 'Networks', data: { arguments: { from: 'test' } } })
  })

  it('reads the phone from the platform it is given', () => {
    const mobile = createControllers(
      { networks: [mainnet] },
      { storage: memoryStorageBackend(), platform: { ...desktop, isMobile: () => true } },
    )
    mobile.open()
    expect(mobile.router.state.view).toBe('AllWallets')
  })

  it('refuses views the environment says this build does not have', () => {
    const kit = createControllers(
      { networks: [mainnet], adapters: [scriptedAdapter([mainnet])] },
      { storage: memoryStorageBackend(), platform: desktop, isViewAvailable: (view) => view !== 'Swap' },
    )
    expect(() => kit.open({ view: 'Swap' })).toThrow(
      'The Swap view is not available in this version of Gatehouse',
    )
    expect(kit.modal.state.open).toBe(false)
  })

  it('closes the modal when going back from the root, and keeps the sign-in view open while required', () => {
    const { kit } = setup({
      siwx: {
        createMessage: () => Promise.reject(new Error('not used')),
        addSession: async () => {},
        revokeSession: async () => {},
        setSessions: async () => {},
        getSessions: async () => [],
        getRequired: () => true,
      },
    })
    kit.open()
    kit.router.goBack()
    expect(kit.modal.state.open).toBe(false)
    kit.open({ view: 'SIWXSignMessage' })
    expect(kit.isCloseBlocked()).toBe(true)
    expect(kit.close()).toBe(false)
  })

  it('closes the modal when a wallet approves the WalletConnect pairing shown', async () => {
    const wallet = walletConnectAdapter('eip155', [mainnet])
    const kit = createControllers(
      { networks: [mainnet], adapters: [wallet as ChainAdapter] },
      { storage: memoryStorageBackend(), platform: desktop },
    )
    expect(kit.walletConnectNamespace()).toBe('eip155')
    kit.open({ view: 'ConnectingWalletConnectBasic' })
    kit.walletConnect.ensurePairing()
    await settle()
    expect(kit.connection.isConnected()).toBe(true)
    expect(kit.modal.state.open).toBe(false)
  })

  it('opens UnsupportedChain when the wallet moves to an unknown chain, and closes it once switched back', async () => {
    const { kit, adapter } = setup()
    await kit.connection.connect(testConnector)
    adapter.emit({ status: 'connected', address, chainId: 31337, connectorId: 'io.test' })
    await settle()
    expect(kit.mustLeaveUnsupportedNetwork()).toBe(true)
    expect(kit.modal.state.open).toBe(true)
    expect(kit.router.state.view).toBe('UnsupportedChain')
    await kit.switchNetwork(mainnet)
    await settle()
    expect(adapter.switchNetwork).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }))
    expect(kit.modal.state.open).toBe(false)
  })

  it('returns the modal to Connect on disconnect, also when a wallet fails to disconnect', async () => {
    const { kit, adapter } = setup()
    await kit.connection.connect(testConnector)
    await kit.prepare()
    kit.open()
    expect(kit.connectedConnector()?.name).toBe('Test Wallet')
    adapter.disconnect.mockRejectedValueOnce(Object.assign(new Error('gone'), { code: 4900 }))
    await expect(kit.disconnect()).rejects.toThrow('Failed to disconnect chains: eip155: gone')
    expect(kit.router.state.view).toBe('Connect')
    expect(kit.connectedConnector()).toBeUndefined()
  })
})

describe('the account’s native balance', () => {
  it('is read once connected, at most every 30 s unless forced', async () => {
    const { kit, adapter } = setup()
    await kit.connection.connect(testConnector)
    await settle()
    expect(kit.chain.account()).toMatchObject({ address, balance: '10.5', balanceSymbol: 'ETH' })
    expect(adapter.getBalance).toHaveBeenCalledOnce()
    await kit.refreshBalance()
    expect(adapter.getBalance).toHaveBeenCalledOnce()
    await kit.refreshBalance(true)
    expect(adapter.getBalance).toHaveBeenCalledTimes(2)
  })

  it('is read again once a transaction the wallet sent is mined, within the 30 s', async () => {
    const { kit, adapter } = setup()
    let mined: (receipt: { status: 'success' }) => void = () => {}
    adapter.waitForTransaction.mockImplementationOnce(() => new Promise((resolve) => (mined = resolve)))
    await kit.connection.connect(testConnector)
    await settle()
    expect(adapter.getBalance).toHaveBeenCalledOnce()
    adapter.setup.mock.calls[0]?.[0].events.transactionSent('0xabc')
    await settle()
    expect(adapter.waitForTransaction).toHaveBeenCalledWith('0xabc')
    expect(adapter.getBalance).toHaveBeenCalledOnce()
    mined({ status: 'success' })
    await settle()
    expect(adapter.getBalance).toHaveBeenCalledTimes(2)
  })
})
