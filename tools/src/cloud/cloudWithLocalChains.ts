import { startCloudProcess, type CloudProcess, type CloudProcessOptions } from '@gatehouse/harness/cloud'
import type { LocalToken } from '../chain/deployLocalTokens'
import { startLocalChainsWithTokens, type LocalTokenChain } from '../chain/localTokenChains'
import { cloudChainsOf, cloudFarcasterOf } from './cloudChains'

/** The two local chains with their tokens and apps/cloud serving their blockchain API. */
export interface CloudWithLocalChains {
  chains: LocalTokenChain[]
  cloud: CloudProcess
  /** A local token of the first chain (31337) by symbol. */
  token(symbol: string): LocalToken
  /** GETs a path of the service and answers its status and JSON body. */
  getJson<T = unknown>(path: string): Promise<{ status: number; body: T }>
  stop(): Promise<void>
}

/** Farcaster sign-in's timings in apps/cloud's configuration (`farcaster.longPollMs`, `pollIntervalMs`). */
export interface FarcasterTimings {
  longPollMs?: number
  pollIntervalMs?: number
}

/** Starts the local chains with tokens and apps/cloud configured with them (for tests). */
export async function startCloudWithLocalChains(
  options: Omit<CloudProcessOptions, 'config'> & { farcaster?: FarcasterTimings } = {},
): Promise<CloudWithLocalChains> {
  const { farcaster, ...processOptions } = options
  const chains = await startLocalChainsWithTokens()
  let cloud: CloudProcess
  try {
    cloud = await startCloudProcess({
      ...processOptions,
      config: { chains: cloudChainsOf(chains), farcaster: { ...cloudFarcasterOf(chains), ...farcaster } },
    })
  } catch (error) {
    await Promise.all(chains.map((chain) => chain.stop()))
    throw error
  }
  return {
    chains,
    cloud,
    token(symbol) {
      const found = chains[0]?.tokens.find((token) => token.symbol === symbol)
      if (!found) throw new Error(`No local token ${symbol}`)
      return found
    },
    async getJson<T>(path: string) {
      const response = await fetch(`${cloud.url}${path}`)
      return { status: response.status, body: (await response.json()) as T }
    },
    async stop() {
      await cloud.close()
      await Promise.all(chains.map((chain) => chain.stop()))
    },
  }
}
