import type { CaipNetworkId } from '../caip/types'

/**
 * The 12 EIP-155 chains swaps are offered on (docs/reference/limits.md#swap-chains): Ethereum, Arbitrum One, Optimism, zkSync Era,
 * Base, BNB Smart Chain, Polygon, Gnosis, Avalanche, Fantom, Kaia (Klaytn) and Aurora.
 */
export const swapNetworkIds: readonly CaipNetworkId[] = [
  'eip155:1',
  'eip155:42161',
  'eip155:10',
  'eip155:324',
  'eip155:8453',
  'eip155:56',
  'eip155:137',
  'eip155:100',
  'eip155:43114',
  'eip155:250',
  'eip155:8217',
  'eip155:1313161554',
]

/** The local development chains (anvil) where the local service runs its own swap markets. */
export const localSwapNetworkIds: readonly CaipNetworkId[] = ['eip155:31337', 'eip155:1337']

/** True when swaps are offered on the network: one of the 12 swap chains or a local development chain. */
export function isSwapNetwork(caipNetworkId: CaipNetworkId | undefined): boolean {
  return (
    caipNetworkId !== undefined &&
    (swapNetworkIds.includes(caipNetworkId) || localSwapNetworkIds.includes(caipNetworkId))
  )
}
