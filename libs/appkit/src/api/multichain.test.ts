import { afterEach, describe, expect, it, vi } from 'vitest'
import { arbitrum, bitcoin, localhost, mainnet, solana, solanaDevnet } from '@gatehouse/common'
import { memoryStorageBackend } from '@gatehouse/controllers'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { destroyTestKits, testKit } from '../testing/testKits'

afterEach(destroyTestKits)

const solanaAddress = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A kit with an EVM and a Solana adapter; `stored` seeds what a previous visit left in storage. */
function twoChainKit(stored: Record<string, unknown> = {}) {
  const backend = memoryStorageBackend()
  for (const [key, value] of Object.entries(stored))
    backend.setItem(`@gatehouse/${key}`, JSON.stringify(value))
  const evm = scriptedAdapter([mainnet, arbitrum], evmAddress)
  const svm = { ...scriptedAdapter([solana, solanaDevnet], solanaAddress), namespace: 'solana' as const }
  svm.reconnect.mockResolvedValue({
    address: solanaAddress,
    chainId: solana.id,
    connectorId: 'Phantom',
    accounts: [{ address: solanaAddress }],
  })
  const appkit = testKit(
    { networks: [mainnet, arbitrum, solana, solanaDevnet], adapters: [evm, svm] },
    { storage: backend },
  )
  return { appkit, evm, svm, backend }
}

const bothConnected = {
  connectionStatus: 'connected',
  connectedNamespaces: ['eip155', 'solana'],
  connectedConnectorIds: { eip155: 'io.test', solana: 'Phantom' },
  activeNamespace: 'solana',
}

describe('several namespaces at once', () => {
  it('restores an EVM and a Solana account on reload and reports each by namespace', async () => {
    const { appkit } = twoChainKit(bothConnected)
    await appkit.ready()
    expect(appkit.getState().activeChain).toBe('solana')
    expect(appkit.getAccount()).toMatchObject({ address: solanaAddress, isConnected: true })
    expect(appkit.getAccount('solana')).toMatchObject({
      address: solanaAddress,
      caipAddress: `${solana.caipNetworkId}:${solanaAddress}`,
      isConnected: true,
    })
    expect(appkit.getAccount('eip155')).toMatchObject({
      address: evmAddress,
      caipAddress: `eip155:1:${evmAddress}`,
    })
    expect(appkit.getNetwork('eip155').caipNetworkId).toBe('eip155:1')
    expect(appkit.getNetwork()).toMatchObject({ caipNetworkId: solana.caipNetworkId, chainId: solana.id })
  })

  it('disconnects one namespace with disconnect(namespace), and every one without', async () => {
    const { appkit, evm, svm, backend } = twoChainKit(bothConnected)
    await appkit.ready()
    await appkit.disconnect('solana')
    expect(svm.disconnect).toHaveBeenCalled()
    expect(evm.disconnect).not.toHaveBeenCalled()
    expect(appkit.getAccount('solana').isConnected).toBe(false)
    expect(appkit.getAccount('eip155').isConnected).toBe(true)
    expect(JSON.parse(backend.getItem('@gatehouse/connectedNamespaces') ?? '[]')).toEqual(['eip155'])
    await appkit.disconnect()
    expect(appkit.getAccount('eip155').isConnected).toBe(false)
    expect(backend.getItem('@gatehouse/connectionStatus')).toBe('"disconnected"')
  })

  it('switches to a network of the other namespace and marks it active', async () => {
    const { appkit, svm } = twoChainKit(bothConnected)
    await appkit.ready()
    await appkit.switchNetwork(arbitrum)
    expect(appkit.getState()).toMatchObject({ activeChain: 'eip155', selectedNetworkId: 'eip155:42161' })
    await appkit.switchNetwork(solanaDevnet)
    expect(svm.switchNetwork).toHaveBeenCalledWith(expect.objectContaining({ id: solanaDevnet.id }))
    expect(appkit.getAccount().caipAddress).toBe(`${solanaDevnet.caipNetworkId}:${solanaAddress}`)
  })
})

describe('addNetwork and removeNetwork: the namespace needs an adapter', () => {
  it('throws "Adapter for namespace {namespace} doesn\'t exist" once loaded; before, the kit reports it as it loads', async () => {
    const failures = vi.spyOn(console, 'error').mockImplementation(() => {})
    const appkit = testKit()
    appkit.addNetwork('solana', solana)
    await appkit.switchNetwork(arbitrum)
    expect(failures).toHaveBeenCalledWith(
      '[gatehouse] a network change made before the kit loaded could not apply',
      expect.objectContaining({ message: "Adapter for namespace solana doesn't exist" }),
    )
    expect(() => appkit.addNetwork('solana', solana)).toThrow("Adapter for namespace solana doesn't exist")
    expect(() => appkit.removeNetwork('bip122', bitcoin.id)).toThrow(
      "Adapter for namespace bip122 doesn't exist",
    )
    failures.mockRestore()
  })

  it('applies a change made before the kit loaded once it has', async () => {
    const appkit = testKit()
    appkit.addNetwork('eip155', localhost)
    appkit.removeNetwork('eip155', arbitrum.id)
    await appkit.switchNetwork(localhost)
    expect(appkit.getNetwork().caipNetworkId).toBe(localhost.caipNetworkId)
    await expect(appkit.switchNetwork(arbitrum)).rejects.toThrow('Network not found')
  })

  it('adds and removes networks on a loaded kit', async () => {
    const { appkit } = twoChainKit()
    await appkit.switchNetwork(solanaDevnet)
    appkit.removeNetwork('solana', solanaDevnet.caipNetworkId)
    expect(appkit.getNetwork('solana').caipNetworkId).toBe(solana.caipNetworkId)
    appkit.addNetwork('solana', solanaDevnet)
    await appkit.switchNetwork(solanaDevnet)
    await vi.waitFor(() => expect(appkit.getNetwork().caipNetworkId).toBe(solanaDevnet.caipNetworkId))
  })
})
