import { toCaipNetworkId } from '../caip/parseCaipNetworkId'
import type { Network } from './Network'

/** Defines a network; the CAIP-2 id is derived from namespace and id. */
/* @__NO_SIDE_EFFECTS__ */
export function defineNetwork(network: Omit<Network, 'caipNetworkId'>): Network {
  return { ...network, caipNetworkId: toCaipNetworkId(network.chainNamespace, network.id) }
}

/** Copies a network with other RPC endpoints, for example a local node's port picked at run time. */
export function withRpcUrl(network: Network, http: string): Network {
  return { ...network, rpcUrls: { ...network.rpcUrls, default: { http: [http] } } }
}
