import { openPriceBook, type PriceBook } from '../prices/priceBook'
import type { BitcoinChainConfig } from './bitcoinChainConfig'
import { createEsploraRest, type EsploraRest } from './esploraRest'

/** What the blockchain API has for one configured Bitcoin chain. */
export interface BitcoinChainService {
  chainId: string
  config: BitcoinChainConfig
  rest: EsploraRest
  prices: PriceBook
}

/** The configured Bitcoin chains. */
export interface BitcoinChainServices {
  list: readonly BitcoinChainService[]
  /** The chain of a CAIP-2 id, undefined when it is not configured. */
  find(chainId: string): BitcoinChainService | undefined
}

/**
 * Sets up the configured Bitcoin chains: a REST client and the price file of each (read now, so a
 * broken file fails here). Nothing is asked of the REST servers yet: one that is down does not stop
 * the service from starting.
 */
export async function openBitcoinChainServices(
  configs: readonly BitcoinChainConfig[],
): Promise<BitcoinChainServices> {
  const list = await Promise.all(
    configs.map(async (config): Promise<BitcoinChainService> => ({
      chainId: config.caipNetworkId,
      config,
      rest: createEsploraRest(config.caipNetworkId, config.restUrl),
      prices: await openPriceBook(config.priceFile),
    })),
  )
  const byId = new Map(list.map((service) => [service.chainId, service]))
  return { list, find: (chainId) => byId.get(chainId) }
}
