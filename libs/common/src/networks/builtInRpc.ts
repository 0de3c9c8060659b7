import { arbitrum, mainnet } from './evm'
import type { Network } from './Network'

/**
 * The built-in networks whose default RPC is a public node of the chain: a host neither the
 * integrator nor the kit's service runs.
 */
const publicNodeNetworks: readonly Network[] = [mainnet, arbitrum]

/**
 * Whether a network still reads its chain from the library's built-in public node: one of the
 * built-in networks (Ethereum, Arbitrum One) as defined here or as viem defines them (the same first
 * RPC URL for the same chain). A network the host gave an RPC of its own (`withRpcUrl`, its own
 * `rpcUrls`) does not. Adapters read such a network through the kit's service instead.
 */
export function usesBuiltInPublicRpc(network: Network): boolean {
  const builtIn = publicNodeNetworks.find((candidate) => candidate.caipNetworkId === network.caipNetworkId)
  return builtIn !== undefined && network.rpcUrls.default.http[0] === builtIn.rpcUrls.default.http[0]
}
