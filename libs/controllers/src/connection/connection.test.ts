import { beforeEach, describe, expect, it, vi } from 'vitest'
import { arbitrum, mainnet, solana, type Network } from '@gatehouse/common'
import type { ConnectResult } from '../adapter/ChainAdapter'
import { memoryStorageBackend } from '../storage/createStorage'
import { kitParts, scriptedAdapterOf, testConnector, walletConnectAdapter } from '../testing/kitParts'
import { scriptedAdapter } from '../testing/scriptedAdapter'
import { deferred } from '../testing/deferred'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaConnector = { ...testConnector, chain: 'solana' } as const
const addressCaches = ['balanceCache', 'identityCache', 'nameCache', 'portfolioCache']

/** The kit's parts with an eip155 and a solana adapter. */
function twoNamespaces(backend = memoryStorageBackend()) {
  const networks: [Network, ...Network[]] = [mainnet, arbitrum, solana]
  const evm = scriptedAdapter([mainnet, arbitrum])
  const svm = scriptedAdapterOf('solana', [solana])
  return { ...kitParts({ networks, adapters: [evm, svm] }, backend), evm, svm }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('connect', () => {
  it('shows connecting while the wallet asks, then stores what a reload needs', async () => {
    const { connection, chain, adapter, backend, connect } = kitParts()
    const answer = deferred<ConnectResult>()
    adapter.connect.mockReturnValueOnce(answer.promise)
    const connecting = connect()
    expect(connection.status()).toBe('connecting')
    answer.resolve({ address, chainId: 42161, connectorId: 'io.test', accounts: [{ address }] })
    await connecting
    expect(connection.isConnected()).toBe(true)
    expect(chain.account()).toMatchObject({ address, caipAddress: `eip155:42161:${address}` })
    expect(backend.getItem('@gatehouse/connectionStatus')).toBe('"connected"')
    expect(backend.getItem('@gatehouse/connectedNamespaces')).toBe('["eip155"]')
    expect(backend.getItem('@gatehouse/connectedConnectorIds')).toBe('{"eip155":"io.test"}')
  })

  it('makes the connected namespace the active one', async () => {
    const { connection, chain } = twoNamespaces()
    expect(chain.state.activeNamespace).toBe('eip155')
    await connection.connect(solanaConnector)
    expect(chain.state.activeNamespace).toBe('solana')
  })

  it('keeps a rejection as a normal outcome: disconnected again, and the failure says why', async () => {
    const { connection, adapter, connect } = kitParts()
    adapter.connect.mockRejectedValueOnce(
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
    )
    await expect(connect()).rejects.toThrow('User rejected')
    expect(connection.status()).toBe('disconnected')
    expect(connection.state.lastFailure).toEqual({
      connectorId: 'io.test',
      rejected: true,
      timedOut: false,
      message: 'User rejected the request.',
    })
  })

  it('leaves a connected namespace connected when another attempt fails, and forgets the old failure on success', async () => {
    const { connection, adapter, connect } = kitParts()
    await connect()
    adapter.connect.mockRejectedValueOnce({ weird: true })
    await expect(connect()).rejects.toBeTruthy()
    expect(connection.status()).toBe('connected')
    expect(connection.state.lastFailure).toMatchObject({ rejected: false, message: 'Something went wrong' })
    await connect()
    expect(connection.state.lastFailure).toBeUndefined()
  })
})

describe('connectWalletConnect', () => {
  it('hands out the pairing URI without showing connecting while the QR code waits', async () => {
    const wallet = walletConnectAdapter('eip155', [mainnet])
    const { connection } = kitParts({ networks: [mainnet], adapters: [wallet] })
    const answer = deferred<ConnectResult>()
    wallet.connectWalletConnect.mockImplementationOnce(({ onUri }) => {
      onUri('wc:waiting@2')
      return answer.promise
    })
    const onUri = vi.fn()
    const connecting = connection.connectWalletConnect('eip155', onUri)
    await Promise.resolve()
    expect(onUri).toHaveBeenCalledWith('wc:waiting@2')
    expect(connection.status()).toBe('disconnected')
    answer.resolve({ address, chainId: 1, connectorId: 'walletConnect', accounts: [{ address }] })
    await connecting
    expect(connection.state.namespaces.eip155).toEqual({ status: 'connected', connectorId: 'walletConnect' })
  })

  it("refuses a namespace whose adapter has no WalletConnect: 'WalletConnectConnector not found'", async () => {
    const { connection } = kitParts()
    await expect(connection.connectWalletConnect('eip155', () => {})).rejects.toThrow(
      'WalletConnectConnector not found',
    )
  })
})

describe('restore', () => {
  function stored(status: 'connected' | 'disconnected', namespaces = ['eip155']) {
    const backend = memoryStorageBackend()
    backend.setItem('@gatehouse/connectionStatus', JSON.stringify(status))
    backend.setItem('@gatehouse/connectedNamespaces', JSON.stringify(namespaces))
    backend.setItem(
      '@gatehouse/connectedConnectorIds',
      JSON.stringify(Object.fromEntries(namespaces.map((namespace) => [namespace, 'io.test']))),
    )
    for (const key of addressCaches) {
      const record = { timestamp: 1, address, balances: [] }
      backend.setItem(`@gatehouse/${key}`, JSON.stringify({ [`eip155:1:${address}`]: record }))
    }
    backend.setItem('@gatehouse/recentWallets', '[{"id":"w1","name":"Wallet One"}]')
    return backend
  }

  it('turns stored connected into connecting at once, then connected with the wallet’s account', async () => {
    const { connection, chain, adapter } = kitParts({}, stored('connected'))
    const restoring = connection.restore()
    expect(connection.status()).toBe('connecting')
    expect(connection.state.namespaces.eip155?.connectorId).toBe('io.test')
    await restoring
    expect(adapter.reconnect).toHaveBeenCalledWith({ connectorId: 'io.test' })
    expect(connection.isConnected()).toBe(true)
    expect(chain.account()?.address).toBe(address)
  })

  it('turns it into disconnected when the wallet has no session any more', async () => {
    const backend = stored('connected')
    const { connection, adapter } = kitParts({}, backend)
    adapter.reconnect.mockResolvedValueOnce(undefined)
    await connection.restore()
    expect(connection.status()).toBe('disconnected')
    expect(backend.getItem('@gatehouse/connectionStatus')).toBe('"disconnected"')
    expect(backend.getItem('@gatehouse/connectedNamespaces')).toBe('[]')
  })

  it('turns it into disconnected, with a console warning, when the wallet fails to reconnect', async () => {
    const { connection, adapter } = kitParts({}, stored('connected'))
    adapter.reconnect.mockRejectedValueOnce(new Error('extension locked'))
    await connection.restore()
    expect(connection.status()).toBe('disconnected')
    expect(console.warn).toHaveBeenCalledWith(
      '[gatehouse] could not restore the eip155 session',
      expect.any(Error),
    )
  })

  it('clears the address caches when storage says disconnected, and asks no wallet', async () => {
    const backend = stored('disconnected')
    const { connection, adapter } = kitParts({}, backend)
    await connection.restore()
    expect(adapter.reconnect).not.toHaveBeenCalled()
    for (const key of addressCaches) expect(backend.getItem(`@gatehouse/${key}`)).toBeNull()
    expect(backend.getItem('@gatehouse/recentWallets')).not.toBeNull()
  })

  it('leaves everything as it is when nothing was stored', async () => {
    const backend = memoryStorageBackend()
    backend.setItem('@gatehouse/balanceCache', '{"x":{"timestamp":1,"address":"x"}}')
    const { connection, adapter } = kitParts({}, backend)
    await connection.restore()
    expect(adapter.reconnect).not.toHaveBeenCalled()
    expect(connection.status()).toBe('disconnected')
    expect(backend.getItem('@gatehouse/balanceCache')).not.toBeNull()
  })

  it('forgets namespaces whose adapter the host no longer passes, and restores the others', async () => {
    const backend = stored('connected', ['eip155', 'solana'])
    const { connection } = kitParts({}, backend)
    const restoring = connection.restore()
    expect(connection.status('solana')).toBe('disconnected')
    expect(backend.getItem('@gatehouse/connectedNamespaces')).toBe('["eip155"]')
    expect(backend.getItem('@gatehouse/connectedConnectorIds')).toBe('{"eip155":"io.test"}')
    await restoring
    expect(connection.connectedNamespaces()).toEqual(['eip155'])
    expect(backend.getItem('@gatehouse/connectionStatus')).toBe('"connected"')
  })
})

describe('disconnect', () => {
  it('resets every connected namespace: account, status, connector, storage and the sign-in session', async () => {
    const { connection, chain, evm, svm, backend } = twoNamespaces()
    await connection.connect(testConnector)
    await connection.connect(solanaConnector)
    connection.setSignInSession(true)
    await connection.disconnect()
    expect(evm.disconnect).toHaveBeenCalledOnce()
    expect(svm.disconnect).toHaveBeenCalledOnce()
    expect(connection.connectedNamespaces()).toEqual([])
    expect(connection.state.namespaces.eip155).toEqual({ status: 'disconnected', connectorId: undefined })
    expect(chain.account('eip155')?.address).toBeUndefined()
    expect(chain.account('solana')?.address).toBeUndefined()
    expect(connection.state.hasSignInSession).toBe(false)
    expect(backend.getItem('@gatehouse/connectionStatus')).toBe('"disconnected"')
    expect(backend.getItem('@gatehouse/connectedConnectorIds')).toBe('{}')
  })

  it('disconnects only the namespace asked for', async () => {
    const { connection, evm, svm, backend } = twoNamespaces()
    await connection.connect(testConnector)
    await connection.connect(solanaConnector)
    await connection.disconnect('solana')
    expect(svm.disconnect).toHaveBeenCalledOnce()
    expect(evm.disconnect).not.toHaveBeenCalled()
    expect(connection.connectedNamespaces()).toEqual(['eip155'])
    expect(backend.getItem('@gatehouse/connectionStatus')).toBe('"connected"')
    expect(backend.getItem('@gatehouse/connectedNamespaces')).toBe('["eip155"]')
  })

  it("collects the wallets that fail into 'Failed to disconnect chains: …', and still resets them", async () => {
    const { connection, evm, svm } = twoNamespaces()
    await connection.connect(testConnector)
    await connection.connect(solanaConnector)
    // Wallet errors with an EIP-1193 code (4900: disconnected) keep their own words.
    evm.disconnect.mockRejectedValueOnce(Object.assign(new Error('gone'), { code: 4900 }))
    svm.disconnect.mockRejectedValueOnce(Object.assign(new Error('also gone'), { code: 4900 }))
    await expect(connection.disconnect()).rejects.toThrow(
      'Failed to disconnect chains: eip155: gone, solana: also gone',
    )
    expect(connection.connectedNamespaces()).toEqual([])
  })
})

describe('what the adapter reports', () => {
  it('follows the wallet switching account and chain, reconnecting, and disconnecting on its own', async () => {
    const { connection, chain, adapter, connect } = kitParts()
    await connect()
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    adapter.emit({ status: 'connected', address: other, chainId: 42161 })
    expect(chain.account()?.caipAddress).toBe(`eip155:42161:${other}`)
    expect(connection.state.namespaces.eip155?.connectorId).toBe('io.test')
    adapter.emit({ status: 'reconnecting' })
    expect(connection.status()).toBe('reconnecting')
    adapter.emit({ status: 'disconnected' })
    expect(connection.isConnected()).toBe(false)
    expect(chain.account()?.address).toBeUndefined()
  })

  it('keeps the wallet a WalletConnect session names, read, until the session ends', async () => {
    const wallet = walletConnectAdapter('eip155', [mainnet])
    const { connection } = kitParts({ networks: [mainnet], adapters: [wallet] })
    const peer = { name: 'Rainbow', icons: ['javascript:alert(1)', 'https://rainbow.me/icon.png'] }
    wallet.connectWalletConnect.mockImplementationOnce(async () => {
      // The adapter reports the session (with its peer) before the pairing's own result arrives.
      wallet.emit({ status: 'connected', address, chainId: 1, connectorId: 'walletConnect', peer })
      return { address, chainId: 1, connectorId: 'walletConnect', accounts: [{ address }] }
    })
    await connection.connectWalletConnect('eip155', () => {})
    expect(connection.state.namespaces.eip155?.wallet).toEqual({ name: 'Rainbow', icon: undefined })
    wallet.emit({ status: 'disconnected' })
    expect(connection.state.namespaces.eip155?.wallet).toBeUndefined()
  })

  it("reads the wallet a connect's own result names (a session another adapter shares)", async () => {
    const wallet = walletConnectAdapter('eip155', [mainnet])
    const { connection } = kitParts({ networks: [mainnet], adapters: [wallet] })
    const peer = { name: 'Phantom', icons: ['https://phantom.app/icon.png'] }
    wallet.connectWalletConnect.mockResolvedValueOnce({
      address,
      chainId: 1,
      connectorId: 'walletConnect',
      accounts: [{ address }],
      peer,
    })
    await connection.connectWalletConnect('eip155', () => {})
    expect(connection.state.namespaces.eip155?.wallet).toEqual({
      name: 'Phantom',
      icon: 'https://phantom.app/icon.png',
    })
  })
})
