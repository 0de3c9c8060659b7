import { advisoryLockKey } from '../database/advisoryLockKey'
import type { SqlDatabase, SqlQueries } from '../database/SqlDatabase'
import type { FetchedRange } from './fetchBlockRange'

/** How far a chain is indexed, and on which chain (its genesis). */
export interface IndexState {
  genesisHash: string
  /** The newest block in the index; 0 when only the genesis is known. */
  lastBlock: number
  lastBlockHash: string
}

/** The write side of the chain index: its progress per chain, appending ranges, starting over. */
export interface ChainIndexStore {
  state(chainId: string): Promise<IndexState | undefined>
  /**
   * Drops everything indexed for the chain and records its genesis as the only block known, if the
   * stored progress is still `replacing` (else IndexMovedError).
   */
  restart(chainId: string, genesisHash: string, replacing: IndexState | undefined): Promise<IndexState>
  /**
   * Adds a fetched range and moves the chain's progress to its last block, in one transaction, if
   * the stored progress is still `after` (else IndexMovedError).
   */
  append(chainId: string, range: FetchedRange, after: IndexState): Promise<IndexState>
}

/**
 * Another indexer (another instance of the service, or a history request's catch-up) moved the
 * chain's index since this one read it; nothing was written. Read the progress again and go on.
 */
export class IndexMovedError extends Error {
  constructor(chainId: string) {
    super(`The chain index of ${chainId} moved while it was being extended`)
    this.name = 'IndexMovedError'
  }
}

const sameState = (a: IndexState | undefined, b: IndexState | undefined) =>
  a?.genesisHash === b?.genesisHash && a?.lastBlock === b?.lastBlock && a?.lastBlockHash === b?.lastBlockHash

/**
 * Within a transaction: waits for the chain's lock (one writer per chain across every instance on
 * the database, released at commit) and checks that the progress is still `expected`.
 */
async function lockAndCheck(tx: SqlQueries, chainId: string, expected: IndexState | undefined) {
  await tx.query(`SELECT pg_advisory_xact_lock(${advisoryLockKey('$1')})`, [
    `gatehouse chain index ${chainId}`,
  ])
  const { rows } = await tx.query<StateRow>(
    'SELECT genesis_hash, last_block, last_block_hash FROM chain_index_state WHERE chain_id = $1',
    [chainId],
  )
  if (!sameState(rows[0] && stateOf(rows[0]), expected)) throw new IndexMovedError(chainId)
}

interface StateRow {
  genesis_hash: string
  last_block: number
  last_block_hash: string
}

const stateOf = (row: StateRow): IndexState => ({
  genesisHash: row.genesis_hash,
  lastBlock: Number(row.last_block),
  lastBlockHash: row.last_block_hash,
})

const chainTables = [
  'chain_address_transactions',
  'chain_transfers',
  'chain_transactions',
  'chain_index_state',
]

/** Every address a range's transactions touch: senders, recipients, created contracts, transfer ends. */
function addressRows(range: FetchedRange) {
  const rows = new Map<string, { address: string; block_number: number; tx_index: number }>()
  const add = (address: string | null, blockNumber: number, txIndex: number) => {
    if (address)
      rows.set(`${address}:${blockNumber}:${txIndex}`, {
        address,
        block_number: blockNumber,
        tx_index: txIndex,
      })
  }
  for (const transaction of range.transactions) {
    add(transaction.from, transaction.blockNumber, transaction.txIndex)
    add(transaction.to, transaction.blockNumber, transaction.txIndex)
    add(transaction.createdContract, transaction.blockNumber, transaction.txIndex)
  }
  for (const transfer of range.transfers) {
    add(transfer.from, transfer.blockNumber, transfer.txIndex)
    add(transfer.to, transfer.blockNumber, transfer.txIndex)
  }
  return [...rows.values()]
}

/**
 * The chain index in PostgreSQL (tables of migration 3). Each range goes in as three statements over
 * JSON parameters, whatever its size, and a re-run of the same range changes nothing.
 */
export function createChainIndexStore(database: SqlDatabase): ChainIndexStore {
  return {
    async state(chainId) {
      const { rows } = await database.query<StateRow>(
        'SELECT genesis_hash, last_block, last_block_hash FROM chain_index_state WHERE chain_id = $1',
        [chainId],
      )
      return rows[0] && stateOf(rows[0])
    },

    async restart(chainId, genesisHash, replacing) {
      await database.transaction(async (tx) => {
        await lockAndCheck(tx, chainId, replacing)
        for (const table of chainTables) await tx.query(`DELETE FROM ${table} WHERE chain_id = $1`, [chainId])
        await tx.query(
          'INSERT INTO chain_index_state (chain_id, genesis_hash, last_block, last_block_hash) VALUES ($1, $2, 0, $2)',
          [chainId, genesisHash],
        )
      })
      return { genesisHash, lastBlock: 0, lastBlockHash: genesisHash }
    },

    async append(chainId, range, after) {
      const last = range.blocks.at(-1)
      if (!last) throw new Error('An empty range cannot be appended to the chain index')
      const transactions = range.transactions.map((transaction) => ({
        block_number: transaction.blockNumber,
        tx_index: transaction.txIndex,
        hash: transaction.hash,
        mined_at: transaction.minedAt,
        from_address: transaction.from,
        to_address: transaction.to,
        created_contract: transaction.createdContract,
        value: transaction.value,
        nonce: transaction.nonce,
        failed: transaction.failed,
      }))
      const transfers = range.transfers.map((transfer) => ({
        block_number: transfer.blockNumber,
        log_index: transfer.logIndex,
        tx_index: transfer.txIndex,
        token_address: transfer.token,
        standard: transfer.standard,
        from_address: transfer.from,
        to_address: transfer.to,
        amount: transfer.amount,
        token_id: transfer.tokenId,
      }))
      const row = await database.transaction(async (tx) => {
        await lockAndCheck(tx, chainId, after)
        await tx.query(
          `INSERT INTO chain_transactions
             (chain_id, block_number, tx_index, hash, mined_at, from_address, to_address, created_contract, value, nonce, failed)
           SELECT $1, t.block_number, t.tx_index, t.hash, t.mined_at, t.from_address, t.to_address, t.created_contract,
                  t.value::numeric, t.nonce, t.failed
           FROM json_to_recordset($2::json) AS t(block_number bigint, tx_index integer, hash text, mined_at bigint,
             from_address text, to_address text, created_contract text, value text, nonce bigint, failed boolean)
           ON CONFLICT DO NOTHING`,
          [chainId, JSON.stringify(transactions)],
        )
        await tx.query(
          `INSERT INTO chain_transfers
             (chain_id, block_number, log_index, tx_index, token_address, standard, from_address, to_address, amount, token_id)
           SELECT $1, t.block_number, t.log_index, t.tx_index, t.token_address, t.standard, t.from_address, t.to_address,
                  t.amount::numeric, t.token_id::numeric
           FROM json_to_recordset($2::json) AS t(block_number bigint, log_index integer, tx_index integer,
             token_address text, standard text, from_address text, to_address text, amount text, token_id text)
           ON CONFLICT DO NOTHING`,
          [chainId, JSON.stringify(transfers)],
        )
        await tx.query(
          `INSERT INTO chain_address_transactions (chain_id, address, block_number, tx_index)
           SELECT $1, t.address, t.block_number, t.tx_index
           FROM json_to_recordset($2::json) AS t(address text, block_number bigint, tx_index integer)
           ON CONFLICT DO NOTHING`,
          [chainId, JSON.stringify(addressRows(range))],
        )
        const updated = await tx.query<StateRow>(
          `UPDATE chain_index_state SET last_block = $2, last_block_hash = $3 WHERE chain_id = $1
           RETURNING genesis_hash, last_block, last_block_hash`,
          [chainId, last.number, last.hash],
        )
        return updated.rows[0]
      })
      if (!row) throw new Error(`The chain index of ${chainId} has no state to append to`)
      return stateOf(row)
    },
  }
}
