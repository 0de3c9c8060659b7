import { startCloud, type CloudHandle, type StartCloudOptions } from '@gatehouse/cloud'
import type { LocalToken } from '../chain/deployLocalTokens'
import { startLocalChainsWithTokens, type LocalTokenChain } from '../chain/localTokenChains'
import { cloudChainsOf, cloudFarcasterOf } from './cloudChains'

/** The two local chains with their tokens and apps/cloud serving their blockchain API. */
export interface CloudWithLocalChains {
  chains: LocalTokenChain[]
  cloud: CloudHandle
  /** A local token of the first chain (31337) by symbol. */
  token(symbol: string): LocalToken
  /** GETs a path of the service and answers its status and JSON body. */
  getJson<T = unknown>(path: string): Promise<{ status: number; body: T }>
  stop(): Promise<void>
}

/** Starts the local chains with tokens and apps/cloud configured with them (for tests). */
export async function startCloudWithLocalChains(
  options: Omit<StartCloudOptions, 'config'> = {},
): Promise<CloudWithLocalChains> {
  const chains = await startLocalChainsWithTokens()
  let cloud: CloudHandle
  try {
    cloud = await startCloud({
      port: 0,
      ...options,
      config: { chains: cloudChainsOf(chains), farcaster: cloudFarcasterOf(chains) },
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
