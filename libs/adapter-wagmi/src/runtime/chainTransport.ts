import { http, type Transport } from '@wagmi/core'
import { usesBuiltInPublicRpc, type CaipNetworkId, type Network } from '@gatehouse/common'

/** The kit's chain RPC endpoint for a chain (`AdapterContext.chainRpcUrl`), once the kit has attached. */
export type ServiceRpcUrl = () => ((caipNetworkId: CaipNetworkId) => string) | undefined

/**
 * Where wagmi reads a network's chain: a network on the library's built-in public node (Ethereum or
 * Arbitrum One as `@gatehouse/appkit/networks` or viem define them) through the kit's service
 * (`<apiUrl>/v1/?chainId=…&projectId=…`), so that no request leaves for a host the integrator did not
 * configure; a network the host gave an RPC of its own keeps it. Before the kit attaches (wagmi used
 * without `createAppKit`) the network's own RPC is used.
 */
export function chainRpcUrlOf(network: Network, serviceRpcUrl: ServiceRpcUrl): string | undefined {
  const own = network.rpcUrls.default.http[0]
  if (!usesBuiltInPublicRpc(network)) return own
  return serviceRpcUrl()?.(network.caipNetworkId) ?? own
}

/**
 * wagmi's HTTP transport on `chainRpcUrlOf`, its URL settled when wagmi first builds the chain's
 * client (the kit may attach after the config is made, as when a host reads `wagmiConfig` first).
 */
export function chainTransport(network: Network, serviceRpcUrl: ServiceRpcUrl): Transport {
  return (parameters) => http(chainRpcUrlOf(network, serviceRpcUrl))(parameters)
}
