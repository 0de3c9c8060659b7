import type { Address, PublicClient } from 'viem'
import type { ChainServices } from '../chains/chainServices'
import type { CloudConfig } from '../config/cloudConfig'
import { idRegistryAt, type FarcasterRegistry } from './farcasterRegistry'
import { defaultFarcasterLoginSettings, type FarcasterLoginSettings } from './farcasterLogin'

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

/** Farcaster sign-in's timings: the defaults, then the configuration's, then `overrides` (tests). */
export function farcasterLoginSettingsOf(
  config: CloudConfig['farcaster'],
  overrides: Partial<FarcasterLoginSettings> = {},
): FarcasterLoginSettings {
  return {
    ...defaultFarcasterLoginSettings,
    ...(config?.longPollMs === undefined ? {} : { longPollMs: config.longPollMs }),
    ...(config?.pollIntervalMs === undefined ? {} : { pollIntervalMs: config.pollIntervalMs }),
    ...overrides,
  }
}
