import { openPriceBook, type PriceBook } from '../prices/priceBook'
import type { SolanaChainConfig, SolanaTokenConfig } from './solanaChainConfig'
import { createSolanaRpc, type SolanaRpc } from './solanaRpc'

/** What the blockchain API has for one configured Solana cluster. */
export interface SolanaChainService {
  chainId: string
  config: SolanaChainConfig
  rpc: SolanaRpc
  prices: PriceBook
  /** The configured token of a mint, if any. */
  token(mint: string): SolanaTokenConfig | undefined
}

/** The configured Solana clusters. */
export interface SolanaChainServices {
  list: readonly SolanaChainService[]
  /** The cluster of a CAIP-2 id, undefined when it is not configured. */
  find(chainId: string): SolanaChainService | undefined
}

/**
 * Sets up the configured Solana clusters: a JSON-RPC client and the price file of each (read now,
 * so a broken file fails here). Nothing is asked of the nodes yet: a cluster that is down does not
 * stop the service from starting.
 */
export async function openSolanaChainServices(
  configs: readonly SolanaChainConfig[],
): Promise<SolanaChainServices> {
  const list = await Promise.all(
    configs.map(async (config): Promise<SolanaChainService> => {
      const tokens = new Map(config.tokens.map((token) => [token.mint, token]))
      return {
        chainId: config.caipNetworkId,
        config,
        rpc: createSolanaRpc(config.caipNetworkId, config.rpcUrl),
        prices: await openPriceBook(config.priceFile),
        token: (mint) => tokens.get(mint),
      }
    }),
  )
  const byId = new Map(list.map((service) => [service.chainId, service]))
  return { list, find: (chainId) => byId.get(chainId) }
}
