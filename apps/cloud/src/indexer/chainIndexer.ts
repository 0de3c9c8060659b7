import { BlockNotFoundError, type PublicClient } from 'viem'
import type { ChainNode } from '../chains/chainNode'
import { IndexMovedError, type ChainIndexStore, type IndexState } from './chainIndexStore'
import { fetchBlockRange, type BlockLink } from './fetchBlockRange'
import { log } from '../logging/log'

/** Keeps one chain's index in step with its node. */
export interface ChainIndexer {
  chainId: string
  /**
   * Indexes every block from the last indexed one to the node's head. One catch-up runs at a time:
   * a call during a run waits for the run after it (shared by every such call), so what was mined
   * before the call is indexed when it resolves. Rejects with a ChainUnavailableError when the node
   * cannot be read.
   */
  catchUp(): Promise<void>
  /** Ends the current run after its batch and refuses new ones; resolves once nothing runs. */
  stop(): Promise<void>
}

/** Blocks fetched and stored per step; one step is a few HTTP round trips and one transaction. */
export const defaultIndexBatchSize = 100

// A node that keeps changing its blocks while they are read is not followed for ever.
const maxRestartsPerRun = 3
// Nor is a race with other indexers of the same chain (which each move the index forward).
const maxMovesPerRun = 10

/** Whether `blocks` continue the block whose hash is `parentHash`, one after the other. */
function continues(blocks: readonly BlockLink[], parentHash: string): boolean {
  let expected = parentHash
  for (const block of blocks) {
    if (block.parentHash !== expected) return false
    expected = block.hash
  }
  return true
}

/**
 * The indexer of one chain. It keeps the genesis hash and the hash of the last indexed block; when
 * the node no longer has that block under that hash (a restarted anvil, a reorganisation), the
 * chain's index is dropped and built again from block 0.
 */
export function createChainIndexer(
  node: ChainNode,
  store: ChainIndexStore,
  options: { batchSize?: number } = {},
): ChainIndexer {
  const { chainId } = node
  const batchSize = options.batchSize ?? defaultIndexBatchSize
  let stopped = false
  let running: Promise<void> | undefined
  let queued: Promise<void> | undefined

  async function blockLink(client: PublicClient, number: number): Promise<BlockLink | undefined> {
    try {
      const block = await client.getBlock({ blockNumber: BigInt(number) })
      return { number, hash: block.hash, parentHash: block.parentHash }
    } catch (error) {
      if (error instanceof BlockNotFoundError) return undefined
      throw error
    }
  }

  /** The stored progress when the node still has its last block, else a fresh start at genesis. */
  async function startingPoint(): Promise<{ state: IndexState; head: number }> {
    const stored = await store.state(chainId)
    const { genesis, last, head } = await node.read(async (client) => {
      const [genesis, last, head] = await Promise.all([
        blockLink(client, 0),
        stored && stored.lastBlock > 0 ? blockLink(client, stored.lastBlock) : undefined,
        client.getBlockNumber(),
      ])
      return { genesis, last, head: Number(head) }
    })
    if (!genesis) throw new Error(`The node of chain ${chainId} has no genesis block`)
    if (stored && stored.genesisHash === genesis.hash) {
      const lastHash = stored.lastBlock === 0 ? genesis.hash : last?.hash
      if (lastHash === stored.lastBlockHash) return { state: stored, head }
    }
    if (stored) {
      log.warn(
        `chain ${chainId} no longer has block ${stored.lastBlock} ${stored.lastBlockHash} ` +
          '(a restarted node or a reorganisation); indexing it again from block 0',
      )
    }
    return { state: await store.restart(chainId, genesis.hash, stored), head }
  }

  /** One catch-up; when another indexer moves the index meanwhile, it reads the progress again. */
  async function run(): Promise<void> {
    for (let moves = 0; ; moves++) {
      try {
        await runFromStoredState()
        return
      } catch (error) {
        if (!(error instanceof IndexMovedError) || moves >= maxMovesPerRun) throw error
      }
    }
  }

  async function runFromStoredState(): Promise<void> {
    let { state, head } = await startingPoint()
    let restarts = 0
    while (!stopped && state.lastBlock < head) {
      const from = state.lastBlock + 1
      const to = Math.min(state.lastBlock + batchSize, head)
      const range = await node.read((client) => fetchBlockRange(client, from, to))
      if (!continues(range.blocks, state.lastBlockHash)) {
        // The chain changed between the check and the read: check again, which starts over.
        if (++restarts > maxRestartsPerRun)
          throw new Error(`Chain ${chainId} keeps changing while it is indexed`)
        ;({ state, head } = await startingPoint())
        continue
      }
      state = await store.append(chainId, range, state)
    }
  }

  function catchUp(): Promise<void> {
    if (stopped) return Promise.reject(new Error(`The indexer of chain ${chainId} is stopped`))
    if (!running) {
      running = run().finally(() => (running = undefined))
      return running
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined
        return catchUp()
      })
    return queued
  }

  return {
    chainId,
    catchUp,
    async stop() {
      stopped = true
      await Promise.allSettled([running, queued])
    },
  }
}
