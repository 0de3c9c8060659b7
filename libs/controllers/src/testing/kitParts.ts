import { vi } from 'vitest'
import { arbitrum, mainnet, type ChainNamespace, type Network } from '@gatehouse/common'
import type { ChainAdapter, ConnectResult, WalletConnectCapability } from '../adapter/ChainAdapter'
import { createAdapterRegistry } from '../adapter/createAdapterRegistry'
import { createAlertController } from '../alert/createAlertController'
import { createChainController } from '../chain/createChainController'
import { createConnectionController } from '../connection/createConnectionController'
import type { Connector } from '../connector/Connector'
import { createConnectorController } from '../connector/createConnectorController'
import { registerAdapters } from '../flows/registerAdapters'
import { createModalController } from '../modal/createModalController'
import { createOptionsController } from '../options/createOptionsController'
import type { AppKitOptions } from '../options/types'
import { createRouterController } from '../router/createRouterController'
import { createStorage, memoryStorageBackend, type StorageBackend } from '../storage/createStorage'
import { scriptedAdapter } from './scriptedAdapter'

/** The scripted adapter's wallet, as adapters report it. */
export const testConnector: Connector = {
  id: 'io.test',
  name: 'Test Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
}

/** A scripted adapter of another namespace (the scripted one is eip155). */
export function scriptedAdapterOf(namespace: ChainNamespace, networks: Network[]) {
  return { ...scriptedAdapter(networks, sampleAccounts[namespace]), namespace }
}

/** An account of each namespace, as a wallet of it would answer (the connection checks the shape). */
const sampleAccounts: Record<ChainNamespace, string> = {
  eip155: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  solana: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  bip122: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
  polkadot: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
}

/** A scripted adapter that can also pair over WalletConnect; `connectWalletConnect` hands out one URI. */
export function walletConnectAdapter(namespace: ChainNamespace, networks: Network[]) {
  const adapter = scriptedAdapterOf(namespace, networks)
  return {
    ...adapter,
    walletConnectConnectorId: 'walletConnect',
    connectWalletConnect: vi.fn(async ({ onUri }: { onUri(uri: string): void }): Promise<ConnectResult> => {
      onUri('wc:pairing@2')
      return { ...(await adapter.connect()), connectorId: 'walletConnect' }
    }),
  } satisfies ChainAdapter & WalletConnectCapability
}

/**
 * The real controllers a flow or the connection controller works with, wired as the kit wires them
 * (adapter events reach the connection and connector controllers), without the flows under test.
 * `adapter` is the scripted eip155 adapter unless `adapters` replaces it.
 */
export function kitParts(
  overrides: Partial<AppKitOptions> = {},
  backend: StorageBackend = memoryStorageBackend(),
) {
  const networks = overrides.networks ?? [mainnet, arbitrum]
  const adapter = scriptedAdapter(networks.filter((network) => network.chainNamespace === 'eip155'))
  const storage = createStorage(backend)
  const alert = createAlertController()
  const options = createOptionsController({ projectId: 'test', ...overrides, networks }, { alert })
  const chain = createChainController({ networks, defaultNetwork: overrides.defaultNetwork, storage })
  const adapters = createAdapterRegistry(overrides.adapters ?? [adapter])
  const connection = createConnectionController({ adapters, chain, storage })
  const connectors = createConnectorController()
  const modal = createModalController()
  const closeModal = vi.fn(() => modal.setOpen(false))
  const router = createRouterController({ isConnected: () => connection.isConnected(), closeModal })
  const analytics = { track: vi.fn() }
  const transactionSent = vi.fn()
  registerAdapters({ adapters, chain, options, connectors, connection, transactionSent })
  return {
    adapter,
    backend,
    storage,
    alert,
    options,
    chain,
    adapters,
    connection,
    connectors,
    modal,
    router,
    closeModal,
    analytics,
    transactionSent,
    /** Connects the scripted adapter's wallet, as the Connect view would. */
    connect: () => connection.connect(testConnector),
  }
}
