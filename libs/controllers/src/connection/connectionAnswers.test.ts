import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { arbitrum, mainnet, type Network } from '@gatehouse/common'
import type { ConnectResult } from '../adapter/ChainAdapter'
import type { Connector } from '../connector/Connector'
import { createControllers } from '../kit/createControllers'
import { memoryStorageBackend } from '../storage/createStorage'
import { scriptedAdapter } from '../testing/scriptedAdapter'
import { deferred } from '../testing/deferred'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const connector: Connector = { id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' }
const platform = {
  isMobile: () => false,
  hasInjectedProvider: () => false,
  origin: () => 'http://127.0.0.1',
  prefetchImage: () => {},
  openUrl: () => {},
  pageUrl: () => 'http://127.0.0.1/',
}
const unreadable = 'The wallet sent an answer Gatehouse cannot read. Try again, or use another wallet.'

function setup() {
  const networks: [Network, ...Network[]] = [mainnet, arbitrum]
  const adapter = scriptedAdapter(networks, address)
  const storage = memoryStorageBackend()
  const kit = createControllers({ networks, adapters: [adapter], projectId: 'test' }, { storage, platform })
  return { kit, adapter, storage }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('a wallet answer the kit cannot read', () => {
  it.each([
    [
      'a non-address account',
      {
        address: 'not-an-address',
        chainId: 1,
        connectorId: 'io.test',
        accounts: [{ address: 'not-an-address' }],
      },
    ],
    [
      'a chain id that is not a number',
      { address, chainId: Number.NaN, connectorId: 'io.test', accounts: [{ address }] },
    ],
    ['an account list that is not a list', { address, chainId: 1, connectorId: 'io.test', accounts: 'oops' }],
  ])('%s: the catalogue message, still disconnected, and the adapter lets go', async (_case, answer) => {
    const { kit, adapter } = setup()
    adapter.connect.mockResolvedValueOnce(answer as unknown as ConnectResult)
    await expect(kit.connection.connect(connector)).rejects.toMatchObject({ code: 'WalletAnswerUnreadable' })
    expect(kit.connection.status()).toBe('disconnected')
    expect(kit.chain.account()?.address).toBeUndefined()
    expect(kit.connection.state.lastFailure).toEqual({
      connectorId: 'io.test',
      rejected: false,
      timedOut: false,
      message: unreadable,
    })
    expect(adapter.disconnect).toHaveBeenCalledOnce()
  })

  it('a JavaScript error from inside the adapter shows the generic text, not its message', async () => {
    const { kit, adapter } = setup()
    adapter.connect.mockRejectedValueOnce(new TypeError('requestedAccounts.map is not a function'))
    await expect(kit.connection.connect(connector)).rejects.toThrow()
    expect(kit.connection.state.lastFailure?.message).toBe('Something went wrong')
    expect(console.warn).toHaveBeenCalledWith(expect.any(String), expect.any(TypeError))
  })

  it('an adapter state with an unreadable chain id or address is ignored', async () => {
    const { kit, adapter } = setup()
    adapter.emit({ status: 'connected', address, chainId: Number.NaN, connectorId: 'io.test' })
    adapter.emit({ status: 'connected', address: 'nope', chainId: 1, connectorId: 'io.test' })
    expect(kit.connection.isConnected()).toBe(false)
    await kit.connection.connect(connector)
    adapter.emit({ status: 'connected', address, chainId: 'banana', connectorId: 'io.test' })
    expect(kit.chain.state.namespaces.eip155?.caipNetworkId).toBe('eip155:1')
    expect(kit.connection.isConnected()).toBe(true)
  })

  it('a restored session the kit cannot read counts as no session', async () => {
    const { kit, adapter, storage } = setup()
    await kit.connection.connect(connector)
    const again = createControllers(
      { networks: [mainnet], adapters: [adapter], projectId: 'test' },
      { storage, platform },
    )
    adapter.reconnect.mockResolvedValueOnce({
      address,
      chainId: Number.NaN,
      connectorId: 'io.test',
      accounts: [{ address }],
    })
    await again.connection.restore()
    expect(again.connection.status()).toBe('disconnected')
    expect(again.chain.state.namespaces.eip155?.caipNetworkId).toBe('eip155:1')
  })
})

describe('a browser wallet that does not answer in 30 s', () => {
  it('says so after 30 s and stops counting as connecting', async () => {
    vi.useFakeTimers()
    const { kit, adapter } = setup()
    adapter.connect.mockReturnValueOnce(new Promise<ConnectResult>(() => {}))
    const failure = kit.connection.connect(connector).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(kit.connection.status()).toBe('connecting')
    await vi.advanceTimersByTimeAsync(1)
    expect(await failure).toMatchObject({ code: 'WalletRequestTimeout' })
    expect(kit.connection.status()).toBe('disconnected')
    expect(kit.connection.state.lastFailure).toEqual({
      connectorId: 'io.test',
      rejected: false,
      timedOut: true,
      message:
        'Test Wallet has not answered the connection request. Open Test Wallet to check for it, or try again.',
    })
  })

  it('connects when the wallet approves after the timeout', async () => {
    vi.useFakeTimers()
    const { kit, adapter } = setup()
    const answer = deferred<ConnectResult>()
    adapter.connect.mockReturnValueOnce(answer.promise)
    const failure = kit.connection.connect(connector).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(30_000)
    await failure
    answer.resolve({ address, chainId: 1, connectorId: 'io.test', accounts: [{ address }] })
    await vi.advanceTimersByTimeAsync(0)
    expect(kit.connection.isConnected()).toBe(true)
    expect(kit.chain.account()?.address).toBe(address)
    expect(kit.connection.state.lastFailure).toBeUndefined()
  })

  it('says declined when the wallet refuses after the timeout, unless the visitor already tried again', async () => {
    vi.useFakeTimers()
    const { kit, adapter } = setup()
    const first = deferred<ConnectResult>()
    adapter.connect.mockReturnValueOnce(first.promise)
    void kit.connection.connect(connector).catch(() => {})
    await vi.advanceTimersByTimeAsync(30_000)
    first.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await vi.advanceTimersByTimeAsync(0)
    expect(kit.connection.state.lastFailure).toMatchObject({ rejected: true, timedOut: false })

    const second = deferred<ConnectResult>()
    const third = deferred<ConnectResult>()
    adapter.connect.mockReturnValueOnce(second.promise).mockReturnValueOnce(third.promise)
    void kit.connection.connect(connector).catch(() => {})
    await vi.advanceTimersByTimeAsync(30_000)
    void kit.connection.connect(connector).catch(() => {})
    second.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await vi.advanceTimersByTimeAsync(0)
    expect(kit.connection.state.lastFailure).toBeUndefined()
    expect(kit.connection.status()).toBe('connecting')
  })

  it('does not time a WalletConnect pairing out: the QR code waits for the visitor', async () => {
    vi.useFakeTimers()
    const networks: [Network, ...Network[]] = [mainnet]
    const adapter = Object.assign(scriptedAdapter(networks, address), {
      walletConnectConnectorId: 'walletConnect',
      connectWalletConnect: vi.fn(() => new Promise<ConnectResult>(() => {})),
    })
    const kit = createControllers(
      { networks, adapters: [adapter], projectId: 'test' },
      { storage: memoryStorageBackend(), platform },
    )
    let settled = false
    kit.connection
      .connectWalletConnect('eip155', () => {})
      .finally(() => (settled = true))
      .catch(() => {})
    await vi.advanceTimersByTimeAsync(120_000)
    expect(settled).toBe(false)
  })
})
