import { ErrorMessage, GatehouseError, type ChainNamespace } from '@gatehouse/common'
import type { AdapterRegistry } from '../adapter/createAdapterRegistry'
import type { ChainState } from '../chain/createChainController'
import type { ConnectionController } from '../connection/createConnectionController'
import type { ConnectorController } from '../connector/createConnectorController'
import type { EmbeddedWalletTransport } from '../embedded/EmbeddedWalletTransport'
import type { OptionsState } from '../options/createOptionsController'

/** What registering the adapters reads, and where their events go. */
export interface RegisterAdaptersDeps {
  adapters: Pick<AdapterRegistry, 'all'>
  chain: { state: Pick<ChainState, 'namespaces'> }
  options: { state: Pick<OptionsState, 'projectId' | 'metadata' | 'apiUrl'> }
  connectors: Pick<ConnectorController, 'setConnectors'>
  connection: Pick<ConnectionController, 'handleAdapterState'>
  /** A transaction the wallet sent on this namespace (the account data refreshes once it is mined). */
  transactionSent(namespace: ChainNamespace, hash: string): void
  /** The embedded wallet, for the adapters' AUTH connectors. */
  embeddedWallet?: EmbeddedWalletTransport
}

/**
 * Hands every adapter its context (cheap, no I/O): the project, the host's metadata, the service's
 * base URL (for its chain RPC) and the events
 * through which its source of truth reports connectors, connection changes and sent transactions.
 * @throws GatehouseError 'InvalidOptions' for an adapter whose namespace has no configured network.
 */
export function registerAdapters(deps: RegisterAdaptersDeps): void {
  for (const adapter of deps.adapters.all()) {
    const namespace = adapter.namespace
    if (!deps.chain.state.namespaces[namespace]) {
      throw new GatehouseError(
        'InvalidOptions',
        ErrorMessage.invalidOptions(`no network for the ${namespace} adapter`),
      )
    }
    adapter.setup({
      projectId: deps.options.state.projectId,
      metadata: deps.options.state.metadata,
      embeddedWallet: deps.embeddedWallet,
      apiUrl: deps.options.state.apiUrl,
      events: {
        connectorsChanged: (list) => deps.connectors.setConnectors(namespace, list),
        connectionChanged: (update) => deps.connection.handleAdapterState(namespace, update),
        transactionSent: (hash) => deps.transactionSent(namespace, hash),
      },
    })
  }
}
