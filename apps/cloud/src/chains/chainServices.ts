import type { ChainConfig } from '../config/chainConfig'
import type { SqlDatabase } from '../database/SqlDatabase'
import { HttpError } from '../http/HttpResponse'
import { createChainIndexer, type ChainIndexer } from '../indexer/chainIndexer'
import { createChainIndexStore } from '../indexer/chainIndexStore'
import { startIndexPolling } from '../indexer/indexPolling'
import { openPriceBook, type PriceBook } from '../prices/priceBook'
import { createChainNode, type ChainNode } from './chainNode'
import { createTokenDirectory, type TokenDirectory } from './tokenDirectory'

/** Everything the blockchain API has for one configured chain. */
export interface ChainService {
  chainId: string
  config: ChainConfig
  node: ChainNode
  prices: PriceBook
  tokens: TokenDirectory
  indexer: ChainIndexer
}

/** How an instance competes to be the one that polls the chains (see CloudDatabase.lead). */
export type Leadership = (onLead: () => void, onLost: () => void) => void

/** The configured chains of the service. */
export interface ChainServices {
  list: readonly ChainService[]
  /** The chain of a CAIP-2 id; a 400 `Chain {id} is not supported` when it is not configured. */
  get(chainId: string): ChainService
  /**
   * Indexes every chain now and then every `intervalMs` (default 2 s, see startIndexPolling) while
   * this instance leads: `lead` calls its first argument when this instance becomes the indexer and
   * its second when it stops being it (by default it leads at once, for good).
   */
  startIndexing(intervalMs?: number, lead?: Leadership): void
  /** Whether this instance polls the chains now (the others index only for their history answers). */
  readonly indexing: boolean
  /** Stops indexing and waits for runs under way, so the database can close after it. */
  close(): Promise<void>
}

/**
 * Sets up the configured chains: a node client, the price file (read now: a missing or broken file
 * fails here), the token directory and the indexer of each. Nothing is asked of the nodes yet, so a
 * chain that is down does not stop the service from starting.
 */
export async function openChainServices(
  configs: readonly ChainConfig[],
  database: SqlDatabase,
): Promise<ChainServices> {
  const store = createChainIndexStore(database)
  const list = await Promise.all(
    configs.map(async (config): Promise<ChainService> => {
      const node = createChainNode(config)
      return {
        chainId: config.chainId,
        config,
        node,
        prices: await openPriceBook(config.priceFile),
        tokens: createTokenDirectory(node),
        indexer: createChainIndexer(node, store),
      }
    }),
  )
  const byId = new Map(list.map((service) => [service.chainId, service]))
  let polling: ReturnType<typeof startIndexPolling> | undefined
  let started = false
  let closed = false

  return {
    list,
    get(chainId) {
      const service = byId.get(chainId)
      if (!service) throw new HttpError(400, `Chain ${chainId} is not supported`)
      return service
    },
    startIndexing(intervalMs, lead = (onLead) => onLead()) {
      if (started || list.length === 0) return
      started = true
      lead(
        () => {
          if (closed) return
          polling ??= startIndexPolling(
            list.map((service) => service.indexer),
            intervalMs,
          )
        },
        () => {
          polling?.stop()
          polling = undefined
        },
      )
    },
    get indexing() {
      return polling !== undefined
    },
    async close() {
      closed = true
      polling?.stop()
      polling = undefined
      await Promise.all(list.map((service) => service.indexer.stop()))
    },
  }
}
