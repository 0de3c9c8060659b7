import type { Network } from './Network'

/**
 * The built-in networks' public nodes (also viem's defaults for those chains), a host neither the
 * integrator nor the kit's service runs. The URLs are repeated from `./evm` rather than imported: the
 * adapters' lazy chunks compare them, and sharing a module with the host's first chunk makes the
 * bundler add to that chunk (the test checks that both agree).
 */
const publicNodeRpcUrls: Readonly<Record<string, string>> = {
  'eip155:1': 'https://eth.merkle.io',
  'eip155:42161': 'https://arb1.arbitrum.io/rpc',
}

/**
 * Whether a network still reads its chain from the library's built-in public node: one of the
 * built-in networks (Ethereum, Arbitrum One) as defined here or as viem defines them (the same first
 * RPC URL for the same chain). A network the host gave an RPC of its own (`withRpcUrl`, its own
 * `rpcUrls`) does not. Adapters read such a network through the kit's service instead.
 */
export function usesBuiltInPublicRpc(network: Network): boolean {
  const builtIn = Object.hasOwn(publicNodeRpcUrls, network.caipNetworkId)
    ? publicNodeRpcUrls[network.caipNetworkId]
    : undefined
  return builtIn !== undefined && network.rpcUrls.default.http[0] === builtIn
}
