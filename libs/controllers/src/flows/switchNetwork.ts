import { ErrorMessage, GatehouseError, type Network } from '@gatehouse/common'
import type { AdapterRegistry } from '../adapter/createAdapterRegistry'
import type { AlertController } from '../alert/createAlertController'
import type { ChainController } from '../chain/createChainController'
import type { ConnectionController } from '../connection/createConnectionController'

/** What switching networks reads and changes. */
export interface SwitchNetworkDeps {
  chain: Pick<
    ChainController,
    'state' | 'findNetwork' | 'setChainId' | 'setActiveNamespace' | 'setNamespaceSwitchInProgress'
  >
  connection: Pick<ConnectionController, 'isConnected'>
  adapters: Pick<AdapterRegistry, 'get'>
  alert: Pick<AlertController, 'open'>
}

/**
 * Switches the active network. Connected, the wallet switches first (a refusal leaves everything as
 * it was); disconnected, the choice is only remembered. A network of another namespace marks a
 * namespace switch in progress until done (docs/reference/states.md#namespace-switch).
 * @throws GatehouseError 'Network not found' (and raises SWITCH_NETWORK_NOT_FOUND) for unknown networks.
 */
export async function switchNetwork(
  deps: SwitchNetworkDeps,
  network: Pick<Network, 'caipNetworkId'>,
): Promise<void> {
  const { chain } = deps
  const target = chain.findNetwork(network.caipNetworkId)
  if (!target) {
    deps.alert.open('SWITCH_NETWORK_NOT_FOUND')
    throw new GatehouseError('NetworkNotFound', ErrorMessage.networkNotFound)
  }
  const namespace = target.chainNamespace
  const otherNamespace = namespace !== chain.state.activeNamespace
  if (otherNamespace) chain.setNamespaceSwitchInProgress(true)
  try {
    // A connected namespace already on the network (one the visitor returns to) needs no wallet call.
    const moves = chain.state.namespaces[namespace]?.caipNetworkId !== target.caipNetworkId
    if (moves && deps.connection.isConnected(namespace))
      await deps.adapters.get(namespace).switchNetwork(target)
    chain.setChainId(namespace, target.id)
    chain.setActiveNamespace(namespace)
  } finally {
    if (otherNamespace) chain.setNamespaceSwitchInProgress(false)
  }
}
