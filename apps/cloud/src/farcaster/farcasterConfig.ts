import type { Address, PublicClient } from 'viem'
import type { ChainServices } from '../chains/chainServices'
import type { CloudConfig } from '../config/cloudConfig'
import { idRegistryAt, type FarcasterRegistry } from './farcasterRegistry'

/**
 * The ID registry of the `farcaster` configuration, read through the node of its chain (which must be
 * one of the configured chains); none when Farcaster sign-in is not configured.
 */
export function farcasterRegistryOf(
  config: CloudConfig['farcaster'],
  chains: ChainServices,
): FarcasterRegistry | undefined {
  if (!config) return undefined
  const service = chains.list.find((chain) => chain.chainId === config.chainId)
  if (!service) throw new Error(`farcaster.chainId ${config.chainId} is not one of the configured chains`)
  return idRegistryAt(service.node.client as PublicClient, config.idRegistry as Address)
}
