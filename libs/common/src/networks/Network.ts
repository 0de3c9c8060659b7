import type { CaipNetworkId, ChainNamespace } from '../caip/types'

/** The native currency of a network. */
export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

/** RPC endpoint lists of a network. */
export interface RpcUrls {
  http: readonly string[]
  webSocket?: readonly string[]
}

/**
 * A network as Gatehouse knows it (docs/reference/entities.md#network). For eip155 the shape is also a viem `Chain`, so an EVM
 * network can be handed to wagmi and viem without conversion.
 */
export interface Network {
  id: number | string
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: RpcUrls; chainDefault?: RpcUrls }
  assets?: { imageId?: string; imageUrl?: string }
  testnet?: boolean
  blockExplorers?: { default: { name: string; url: string } }
}
