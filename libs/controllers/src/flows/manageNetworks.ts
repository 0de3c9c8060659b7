import {
  ErrorMessage,
  GatehouseError,
  type CaipNetworkId,
  type ChainNamespace,
  type Network,
} from '@gatehouse/common'
import type { AdapterRegistry } from '../adapter/createAdapterRegistry'
import type { ChainController } from '../chain/createChainController'

/** What adding and removing networks reads and changes. */
export interface ManageNetworksDeps {
  adapters: Pick<AdapterRegistry, 'has'>
  chain: Pick<ChainController, 'state' | 'addNetwork' | 'removeNetwork'>
}

function requireAdapter(deps: ManageNetworksDeps, namespace: ChainNamespace) {
  if (!deps.adapters.has(namespace) || !deps.chain.state.namespaces[namespace]) {
    throw new GatehouseError('AdapterNotFound', ErrorMessage.adapterForNamespaceMissing(namespace))
  }
}

/**
 * Adds a network to a namespace after `createAppKit` (AppKit's `addNetwork(namespace, network)`).
 * @throws GatehouseError "Adapter for namespace {namespace} doesn't exist" (docs/reference/validation.md#adapter-for-namespace) when no adapter
 *   serves the namespace, or when the network belongs to another namespace than the one named.
 */
export function addNetwork(deps: ManageNetworksDeps, namespace: ChainNamespace, network: Network): void {
  requireAdapter(deps, namespace)
  if (network.chainNamespace !== namespace) {
    throw new GatehouseError(
      'AdapterNotFound',
      ErrorMessage.adapterForNamespaceMissing(network.chainNamespace),
    )
  }
  deps.chain.addNetwork(network)
}

/**
 * Removes a network from a namespace (AppKit's `removeNetwork(namespace, networkId)`); a namespace on
 * that network moves to its first remaining one.
 * @throws GatehouseError "Adapter for namespace {namespace} doesn't exist" (docs/reference/validation.md#adapter-for-namespace) when no adapter
 *   serves the namespace, and 'The last network of namespace {namespace} cannot be removed'.
 */
export function removeNetwork(
  deps: ManageNetworksDeps,
  namespace: ChainNamespace,
  networkId: CaipNetworkId | number | string,
): void {
  requireAdapter(deps, namespace)
  const caipNetworkId = (
    String(networkId).includes(':') ? networkId : `${namespace}:${networkId}`
  ) as CaipNetworkId
  if (!deps.chain.removeNetwork(namespace, caipNetworkId)) {
    throw new GatehouseError('LastNetworkOfNamespace', ErrorMessage.lastNetworkOfNamespace(namespace))
  }
}
