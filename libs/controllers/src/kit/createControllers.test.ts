import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { arbitrum, localhost, mainnet, type Network } from '@gatehouse/common'
import { memoryStorageBackend, type StorageBackend } from '../storage/createStorage'
import { scriptedAdapter } from '../testing/scriptedAdapter'
import type { AppKitOptions } from '../options/types'
import { createControllers } from './createControllers'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const desktop = {
  isMobile: () => false,
  hasInjectedProvider: () => false,
  origin: () => 'http://127.0.0.1',
  prefetchImage: () => {},
  openUrl: () => {},
  pageUrl: () => 'http://localhost:5173/',
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The service as the kit sees it: a feature list, an origin list, and no catalogue. */
function serviceFetch(answers: { features?: unknown; origins?: unknown; down?: boolean } = {}) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    if (answers.down) throw new TypeError('Failed to fetch')
    if (url.pathname === '/appkit/v1/config') return Response.json(answers.features ?? { features: [] })
    if (url.pathname === '/projects/v1/origins')
      return Response.json(answers.origins ?? { allowedOrigins: [] })
    return new Response('not found', { status: 404 })
  })
}

function setup(
  overrides: Partial<AppKitOptions> = {},
  storage: StorageBackend = memoryStorageBackend(),
  fetch = serviceFetch(),
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
  it('hands adapters a context and discovers wallets once, on the first intent', async () => {
    const { kit, adapter } = setup()
    expect(adapter.setup).toHaveBeenCalledOnce()
    expect(adapter.syncConnectors).not.toHaveBeenCalled()
    await Promise.all([kit.prepare(), kit.prepare()])
    expect(adapter.syncConnectors).toHaveBeenCalledOnce()
    expect(kit.connectors.state).toMatchObject({ discovered: true, connectors: [{ name: 'Test Wallet' }] })
  })

  it('opens on Connect, then on Account once connected, and closing resets to Connect', async () => {
    const { kit } = setup()
    kit.open()
    expect(kit.router.state.view).toBe('Connect')
    await kit.connection.connect({ id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' })
    kit.close()
    expect(kit.modal.state.open).toBe(false)
    expect(kit.router.state.view).toBe('Connect')
    kit.open()
    expect(kit.router.state.view).toBe('Account')
    kit.open({ view: 'Networks', arguments: { from: 'test' } })
    expect(kit.router.state).toMatchObject({ view: 'Networks', data: { arguments: { from: 'test' } } })
  })

  it('opens AllWallets on mobile and the basic WalletConnect view on desktop without adapters', () => {
    const kit = createControllers(
      { networks: [mainnet] },
      { storage: memoryStorageBackend(), platform: desktop },
    )
    kit.open()
    expect(kit.router.state.view).toBe('ConnectingWalletConnectBasic')
    const mobile = createControllers(
      { networks: [mainnet] },
      { storage: memoryStorageBackend(), platform: { ...desktop, isMobile: () => true } },
    )
    mobile.open()
    expect(mobile.router.state.view).toBe('AllWallets')
  })

  it('refuses views this build does not have', () => {
    const kit = createControllers(
      { networks: [mainnet], adapters: [scriptedAdapter([mainnet])] },
      { storage: memoryStorageBackend(), platform: desktop, isViewAvailable: (view) => view !== 'Swap' },
    )
    expect(() => kit.open({ view: 'Swap' })).toThrow(
      'The Swap view is not available in this version of Gatehouse',
    )
    expect(kit.modal.state.open).toBe(false)
  })

  it('refuses to close the sign-in view while sign-in is required, and shakes', () => {
    vi.useFakeTimers()
    const { kit } = setup({ siwx: { required: true } })
    kit.open({ view: 'SIWXSignMessage' })
    expect(kit.close()).toBe(false)
    expect(kit.modal.state).toMatchObject({ open: true, shake: true })
    vi.advanceTimersByTime(500)
    expect(kit.modal.state.shake).toBe(false)
    kit.connection.setSignInSession(true)
    expect(kit.close()).toBe(true)
  })

  it('closes the modal when going back from the root', () => {
    const { kit } = setup()
    kit.open()
    kit.router.goBack()
    expect(kit.modal.state.open).toBe(false)
  })
})

describe('connecting', () => {
  const connector = { id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' } as const

  it('stores what a reload needs and reads the balance', async () => {
    const { kit, adapter, storage } = setup()
    await kit.connection.connect(connector)
    await settle()
    expect(kit.chain.account()).toMatchObject({
      address,
      caipAddress: `eip155:1:${address}`,
      balance: '10.5',
    })
    expect(adapter.getBalance).toHaveBeenCalledOnce()
    expect(storage.getItem('@gatehouse/connectionStatus')).toBe('"connected"')
    expect(storage.getItem('@gatehouse/connectedConnectorIds')).toBe('{"eip155":"io.test"}')
  })

  it('keeps a rejection as a normal outcome and returns to disconnected', async () => {
    const { kit, adapter } = setup()
    adapter.connect.mockRejectedValueOnce(
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
    )
    await expect(kit.connection.connect(connector)).rejects.toThrow('User rejected')
    expect(kit.connection.state.lastFailure).toEqual({
      connectorId: 'io.test',
      rejected: true,
      timedOut: false,
      message: 'User rejected the request.',
    })
    expect(kit.connection.status()).toBe('disconnected')
  })

  it('describes a malformed wallet error without crashing', async () => {
    const { kit, adapter } = setup()
    adapter.connect.mockRejectedValueOnce({ weird: true })
    await expect(kit.connection.connect(connector)).rejects.toBeTruthy()
    expect(kit.connection.state.lastFailure?.message).toBe('Something went wrong')
  })

  it('reads the balance at most every 30 s unless forced', async () => {
    const { kit, adapter } = setup()
    await kit.connection.connect(connector)
    await settle()
    await kit.refreshBalance()
    expect(adapter.getBalance).toHaveBeenCalledOnce()
    await kit.refreshBalance(true)
    expect(adapter.getBalance).toHaveBeenCalledTimes(2)
  })

  it('reads the balance again once a transaction the wallet sent is mined, within the 30 s', async () => {
    const { kit, adapter } = setup()
    let mined: (receipt: { status: 'success' }) => void = () => {}
    adapter.waitForTransaction.mockImplementationOnce(() => new Promise((resolve) => (mined = resolve)))
    await kit.connection.connect(connector)
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

describe('restoring a session (SPEC §4)', () => {
  function stored(status: string) {
    const storage = memoryStorageBackend()
    storage.setItem('@gatehouse/connectionStatus', JSON.stringify(status))
    storage.setItem('@gatehouse/connectedNamespaces', '["eip155"]')
    storage.setItem('@gatehouse/connectedConnectorIds', '{"eip155":"io.test"}')
    storage.setItem('@gatehouse/balanceCache', '{"x":{"timestamp":1,"address":"x"}}')
    return storage
  }

  it('turns stored connected into connecting, then connected', async () => {
    const { kit, adapter } = setup({}, stored('connected'))
    const restoring = kit.connection.restore()
    expect(kit.connection.status()).toBe('connecting')
    await restoring
    expect(adapter.reconnect).toHaveBeenCalledWith({ connectorId: 'io.test' })
    expect(kit.connection.isConnected()).toBe(true)
  })

  it('turns it into disconnected when the wallet has no session any more', async () => {
    const storage = stored('connected')
    const { kit, adapter } = setup({}, storage)
    adapter.reconnect.mockResolvedValueOnce(undefined)
    await kit.connection.restore()
    expect(kit.connection.status()).toBe('disconnected')
    expect(storage.getItem('@gatehouse/connectionStatus')).toBe('"disconnected"')
  })

  it('clears the address caches when storage says disconnected', async () => {
    const storage = stored('disconnected')
    const { kit, adapter } = setup({}, storage)
    await kit.connection.restore()
    expect(adapter.reconnect).not.toHaveBeenCalled()
    expect(storage.getItem('@gatehouse/balanceCache')).toBeNull()
  })
})

describe('networks', () => {
  it('switches through the wallet when connected', async () => {
    const { kit, adapter } = setup()
    await kit.connection.connect({ id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' })
    await kit.switchNetwork(arbitrum)
    expect(adapter.switchNetwork).toHaveBeenCalledWith(expect.objectContaining({ id: 42161 }))
    expect(kit.chain.network()?.id).toBe(42161)
  })

  it('only remembers the choice when disconnected', async () => {
    const { kit, adapter, storage } = setup()
    await kit.switchNetwork(arbitrum)
    expect(adapter.switchNetwork).not.toHaveBeenCalled()
    expect(storage.getItem('@gatehouse/lastUsedChain')).toBe('"eip155:42161"')
  })

  it('raises SWITCH_NETWORK_NOT_FOUND for an unknown network', async () => {
    const { kit } = setup()
    await expect(kit.switchNetwork(localhost)).rejects.toThrow('Network not found')
    expect(kit.alert.state).toMatchObject({
      open: true,
      kind: 'SWITCH_NETWORK_NOT_FOUND',
      shortMessage: 'Network Not Found',
    })
  })

  it('opens UnsupportedChain when the wallet moves to an unknown chain, and closes it once fixed', async () => {
    const { kit, adapter } = setup()
    await kit.connection.connect({ id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' })
    adapter.emit({ status: 'connected', address, chainId: 31337, connectorId: 'io.test' })
    await settle()
    expect(kit.modal.state.open).toBe(true)
    expect(kit.router.state.view).toBe('UnsupportedChain')
    await kit.switchNetwork(mainnet)
    await settle()
    expect(kit.modal.state.open).toBe(false)
  })

  it('does not interrupt a switch away from the unsupported network', async () => {
    const { kit, adapter } = setup()
    await kit.connection.connect({ id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' })
    adapter.emit({ status: 'connected', address, chainId: 31337, connectorId: 'io.test' })
    await settle()
    kit.router.push('SwitchNetwork', { network: arbitrum })
    kit.chain.setNamespaceSwitchInProgress(true)
    await settle()
    expect(kit.router.state.view).toBe('SwitchNetwork')
  })

  it('leaves an unsupported chain alone when the host allows it', async () => {
    const { kit, adapter } = setup({ allowUnsupportedChain: true })
    await kit.connection.connect({ id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' })
    adapter.emit({ status: 'connected', address, chainId: 31337, connectorId: 'io.test' })
    await settle()
    expect(kit.modal.state.open).toBe(false)
  })
})

describe('disconnecting', () => {
  it('resets the namespace and storage', async () => {
    const { kit, storage } = setup()
    await kit.connection.connect({ id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' })
    await kit.connection.disconnect()
    expect(kit.connection.isConnected()).toBe(false)
    expect(kit.chain.account()?.address).toBeUndefined()
    expect(storage.getItem('@gatehouse/connectionStatus')).toBe('"disconnected"')
  })

  it('reports wallets that fail to disconnect, and still resets', async () => {
    const { kit, adapter } = setup()
    await kit.connection.connect({ id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' })
    adapter.disconnect.mockRejectedValueOnce(Object.assign(new Error('gone'), { code: 4900 }))
    await expect(kit.connection.disconnect()).rejects.toThrow('Failed to disconnect chains: eip155: gone')
    expect(kit.connection.isConnected()).toBe(false)
  })

  it('follows a disconnect that the wallet starts', async () => {
    const { kit, adapter } = setup()
    await kit.connection.connect({ id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' })
    adapter.emit({ status: 'disconnected' })
    expect(kit.connection.isConnected()).toBe(false)
  })
})

describe('options', () => {
  it('refuses an adapter without networks of its namespace', () => {
    const adapter = scriptedAdapter([mainnet])
    expect(() =>
      createControllers(
        { networks: [mainnet], adapters: [{ ...adapter, namespace: 'solana' }] as never },
        { storage: memoryStorageBackend(), platform: desktop },
      ),
    ).toThrow('Invalid createAppKit options: no network for the solana adapter')
  })
})

describe('kit.disconnect', () => {
  it('returns the modal to Connect, also when a wallet fails to disconnect', async () => {
    const { kit, adapter } = setup()
    await kit.connection.connect({ id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' })
    kit.open()
    expect(kit.connectedConnector()?.name).toBe('Test Wallet')
    adapter.disconnect.mockRejectedValueOnce(Object.assign(new Error('gone'), { code: 4900 }))
    await expect(kit.disconnect()).rejects.toThrow('Failed to disconnect chains: eip155: gone')
    expect(kit.router.state.view).toBe('Connect')
    expect(kit.connectedConnector()).toBeUndefined()
  })
})

describe('remote configuration', () => {
  it('makes no request before the first intent, then reads the project configuration', async () => {
    const fetch = serviceFetch({ features: { features: [{ id: 'email', isEnabled: false, config: null }] } })
    const { kit } = setup({}, memoryStorageBackend(), fetch)
    expect(fetch).not.toHaveBeenCalled()
    expect(kit.options.state.features.email).toBe(true)
    await kit.prepare()
    await settle()
    const paths = fetch.mock.calls.map(([input]) => new URL(String(input)).pathname)
    expect(paths).toEqual(expect.arrayContaining(['/appkit/v1/config', '/projects/v1/origins']))
    expect(kit.options.state.features.email).toBe(false)
  })

  it('keeps what the host set over the remote list', async () => {
    const fetch = serviceFetch({ features: { features: [{ id: 'email', isEnabled: false, config: null }] } })
    const { kit } = setup({ features: { email: true } }, memoryStorageBackend(), fetch)
    await kit.prepare()
    await settle()
    expect(kit.options.state.features.email).toBe(true)
  })

  it('warns and keeps the local defaults when the service is down, without an origin alert', async () => {
    const { kit } = setup({}, memoryStorageBackend(), serviceFetch({ down: true }))
    await kit.prepare()
    // The call is retried 3 times (150, 300 and 600 ms apart) before the defaults apply.
    await vi.waitFor(
      () =>
        expect(console.warn).toHaveBeenCalledWith(
          expect.stringMatching(/using the local defaults/),
          expect.anything(),
        ),
      { timeout: 5_000 },
    )
    expect(kit.options.state.features.email).toBe(true)
    expect(kit.alert.state.kind).toBeUndefined()
  })

  it('raises the invalid-configuration alert when this origin is not allowed', async () => {
    const fetch = serviceFetch({ origins: { allowedOrigins: ['https://shop.example.com'] } })
    const networks: [Network, ...Network[]] = [mainnet]
    const kit = createControllers(
      { networks, adapters: [scriptedAdapter(networks)], projectId: 'test' },
      { storage: memoryStorageBackend(), platform: { ...desktop, origin: () => 'https://evil.test' }, fetch },
    )
    await kit.prepare()
    await settle()
    expect(kit.alert.state.kind).toBe('INVALID_APP_CONFIGURATION')
  })

  it('accepts an allowed origin, and the default ones', async () => {
    const { kit } = setup({}, memoryStorageBackend(), serviceFetch({ origins: { allowedOrigins: [] } }))
    await kit.prepare()
    await settle()
    expect(kit.alert.state.kind).toBeUndefined()
  })
})
