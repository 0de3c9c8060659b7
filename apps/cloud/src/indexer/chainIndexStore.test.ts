import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openCloudDatabase, type CloudDatabase } from '../database/cloudDatabase'
import { testDatabase } from '../../test/testDatabase'
import { createChainIndexStore, IndexMovedError } from './chainIndexStore'
import type { FetchedRange } from './fetchBlockRange'

const chainId = 'eip155:31337'
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

/** Blocks `from` to `to`, each with one transfer of value from 0xa… to 0xb…. */
function range(from: number, to: number): FetchedRange {
  const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i)
  return {
    blocks: numbers.map((number) => ({ number, hash: hash(number), parentHash: hash(number - 1) })),
    transactions: numbers.map((number) => ({
      blockNumber: number,
      txIndex: 0,
      hash: hash(1000 + number),
      minedAt: number * 1000,
      from: `0x${'a'.repeat(40)}`,
      to: `0x${'b'.repeat(40)}`,
      createdContract: null,
      value: '1',
      nonce: number,
      failed: false,
    })),
    transfers: [],
  }
}

describe('the chain index store', () => {
  let database: CloudDatabase
  beforeAll(async () => {
    database = await openCloudDatabase(await testDatabase())
  })
  afterAll(() => database.close())

  it('extends the index only from the progress it was read at', async () => {
    const store = createChainIndexStore(database)
    const genesis = await store.restart(chainId, hash(0), await store.state(chainId))
    const one = await store.append(chainId, range(1, 2), genesis)
    expect(one).toEqual({ genesisHash: hash(0), lastBlock: 2, lastBlockHash: hash(2) })
    // A second indexer that read the progress before the first moved it writes nothing.
    await expect(store.append(chainId, range(1, 2), genesis)).rejects.toThrow(IndexMovedError)
    await expect(store.restart(chainId, hash(0), genesis)).rejects.toThrow(IndexMovedError)
    expect(await store.state(chainId)).toEqual(one)
  })

  it('lets exactly one of two indexers racing from the same progress write', async () => {
    const store = createChainIndexStore(database)
    const start = await store.restart('eip155:1', hash(0), await store.state('eip155:1'))
    const outcomes = await Promise.allSettled([
      store.append('eip155:1', range(1, 3), start),
      store.append('eip155:1', range(1, 3), start),
    ])
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected'])
    const { rows } = await database.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM chain_transactions WHERE chain_id = 'eip155:1'",
    )
    expect(rows[0]?.count).toBe(3)
  })
})
