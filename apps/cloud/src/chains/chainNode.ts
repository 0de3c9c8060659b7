import { createPublicClient, http, type PublicClient } from 'viem'
import { HttpError } from '../http/HttpResponse'
import type { ChainConfig } from '../config/chainConfig'
import { ChainUnavailableError, shortReason } from './ChainUnavailableError'

/** The node of one configured chain, read over HTTP JSON-RPC. */
export interface ChainNode {
  /** The CAIP-2 id, e.g. `eip155:31337`. */
  chainId: string
  config: ChainConfig
  client: PublicClient
  /**
   * Runs reads against the node; anything the node or the network throws becomes a
   * ChainUnavailableError (502).
   */
  read<T>(reads: (client: PublicClient) => Promise<T>): Promise<T>
}

// A node that does not answer within this time counts as down for the request at hand.
const rpcTimeoutMs = 10_000

/**
 * The client of a chain's node. Requests made in the same tick go out as one JSON-RPC batch, so
 * reading a hundred blocks or a dozen balances costs one HTTP round trip. One quick retry covers a
 * dropped connection; a node that is down fails fast rather than after many retries.
 */
export function createChainNode(config: ChainConfig): ChainNode {
  const client = createPublicClient({
    // viem keeps a block number for 4 s by default; the index must see the head as it is now.
    cacheTime: 0,
    transport: http(config.rpcUrl, { batch: { batchSize: 200 }, retryCount: 1, timeout: rpcTimeoutMs }),
  })
  return {
    chainId: config.chainId,
    config,
    client,
    async read(reads) {
      try {
        return await reads(client)
      } catch (error) {
        if (error instanceof HttpError) throw error
        throw new ChainUnavailableError(config.chainId, shortReason(error), { cause: error })
      }
    },
  }
}
