import { describe, expect, it } from 'vitest'
import { withRpcUrl } from './defineNetwork'
import { arbitrum, localhost, mainnet } from './evm'
import type { Network } from './Network'
import { usesBuiltInPublicRpc } from './builtInRpc'

describe('usesBuiltInPublicRpc', () => {
  it("is true for the built-in networks on their public nodes, also as viem's chains", () => {
    expect(usesBuiltInPublicRpc(mainnet)).toBe(true)
    expect(usesBuiltInPublicRpc(arbitrum)).toBe(true)
    expect(usesBuiltInPublicRpc({ ...mainnet, name: 'Mainnet' })).toBe(true)
    // viem's `mainnet`, as a host would pass it (viem's chains name the same public node).
    const viemMainnet: Network = {
      id: 1,
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:1',
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
    }
    expect(usesBuiltInPublicRpc(viemMainnet)).toBe(true)
  })

  it('is false for a network the host gave an RPC of its own, and for other networks', () => {
    expect(usesBuiltInPublicRpc(withRpcUrl(mainnet, 'https://rpc.shop.example'))).toBe(false)
    expect(
      usesBuiltInPublicRpc({ ...arbitrum, rpcUrls: { default: { http: ['https://arb.example'] } } }),
    ).toBe(false)
    // The local chain is the developer's own node, not a public one.
    expect(usesBuiltInPublicRpc(localhost)).toBe(false)
    // Another chain on Ethereum's node URL is not Ethereum.
    expect(usesBuiltInPublicRpc({ ...localhost, rpcUrls: mainnet.rpcUrls })).toBe(false)
  })
})
