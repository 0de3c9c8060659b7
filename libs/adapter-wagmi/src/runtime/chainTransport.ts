import { http, type Transport } from '@wagmi/core'
import { chainRpcUrl, usesBuiltInPublicRpc, type Network } from '@gatehouse/common'

/** The kit's service as the kit hands it to the adapter (`AdapterContext`). */
export interface KitService {
  apiUrl?: string | undefined
  projectId?: string | undefined
}

/**
 * Where wagmi reads a network's chain: a network on the library's built-in public node (Ethereum or
 * Arbitrum One as `@gatehouse/appkit/networks` or viem define them) through the kit's service
 * (`<apiUrl>/v1/?chainId=…&projectId=…`), so that no request leaves for a host the integrator did not
 * configure; a network the host gave an RPC of its own keeps it. Before the kit attaches (wagmi used
 * without `createAppKit`) the network's own RPC is used.
 */
export function chainRpcUrlOf(network: Network, kit: () => KitService | undefined): string | undefined {
  const own = network.rpcUrls.default.http[0]
  const service = kit()
  if (!service?.apiUrl || !usesBuiltInPublicRpc(network)) return own
  return chainRpcUrl(service.apiUrl, service.projectId, network.caipNetworkId)
}

/**
 * wagmi's HTTP transport on `chainRpcUrlOf`, its URL settled when wagmi first builds the chain's
 * client (the kit may attach after the config is made, as when a host reads `wagmiConfig` first).
 */
export function chainTransport(network: Network, kit: () => KitService | undefined): Transport {
  return (parameters) => http(chainRpcUrlOf(network, kit))(parameters)
}
