import { defineNetwork, localhost, withRpcUrl, type Network } from '@gatehouse/common'
import type { LocalChain } from '../chain/startAnvil'

/** The networks of the two local chains (31337 and the "Local Devnet" 1337), on their RPC URLs. */
export function localNetworks(chains: readonly LocalChain[]): Network[] {
  const [first, second] = chains as [LocalChain, LocalChain]
  return [
    withRpcUrl(localhost, first.rpcUrl),
    defineNetwork({
      ...localhost,
      id: 1337,
      name: 'Local Devnet',
      rpcUrls: { default: { http: [second.rpcUrl] } },
    }),
  ]
}
