import { describe, expect, it, vi } from 'vitest'
import type { ChainNode } from '../chains/chainNode'
import type { ChainIndexStore, IndexState } from './chainIndexStore'
import { createChainIndexer } from './chainIndexer'

/**
 * A node whose head answers wait for the test, and a store already at that head: each catch-up is
 * one read of the head, counted.
 */
function heldNode() {
  const held: (() => void)[] = []
  let reads = 0
  const client = {
    getBlock: async () => ({ hash: '0xgenesis', parentHash: '0x0' }),
    getBlockNumber: () => {
      reads++
      return new Promise<bigint>((resolve) => held.push(() => resolve(0n)))
    },
  }
  const node = { chainId: 'eip155:31337', read: (reads: (c: unknown) => unknown) => reads(client) }
  const state: IndexState = { genesisHash: '0xgenesis', lastBlock: 0, lastBlockHash: '0xgenesis' }
  const store = {
    state: async () => state,
    restart: async () => state,
    append: async () => state,
  } satisfies ChainIndexStore
  return {
    indexer: createChainIndexer(node as unknown as ChainNode, store),
    /** How many catch-ups have asked the node for its head. */
    runs: () => reads,
    /** Answers the oldest waiting head read. */
    answer: () => held.shift()?.(),
  }
}

describe('createChainIndexer', () => {
  it('runs one catch-up at a time: the calls made during a run share the one run after it', async () => {
    const { indexer, runs, answer } = heldNode()
    const first = indexer.catchUp()
    await vi.waitFor(() => expect(runs()).toBe(1))
    const during = Array.from({ length: 4 }, () => indexer.catchUp())
    expect(new Set(during).size).toBe(1)
    answer()
    await first
    // One more run for the four that came during the first (what was mined before them is read).
    await vi.waitFor(() => expect(runs()).toBe(2))
    answer()
    await Promise.all(during)
    expect(runs()).toBe(2)
  })
})
