import type { SqlDatabase } from '../database/SqlDatabase'
import type { IndexedTransaction } from '../indexer/fetchBlockRange'
import type { IndexedTransfer } from '../indexer/transferLogs'
import type { HistoryPosition } from './historyCursor'

/** A transaction of an address's history with the Transfer logs it emitted. */
export interface HistoryRecord extends IndexedTransaction {
  transfers: IndexedTransfer[]
}

interface TransactionRow {
  block_number: number
  tx_index: number
  hash: string
  mined_at: number
  from_address: string
  to_address: string | null
  created_contract: string | null
  value: string
  nonce: number
  failed: boolean
}

interface TransferRow {
  block_number: number
  tx_index: number
  log_index: number
  token_address: string
  standard: 'erc20' | 'erc721'
  from_address: string
  to_address: string
  amount: string
  token_id: string | null
}

const pageSql = `
  SELECT t.block_number, t.tx_index, t.hash, t.mined_at, t.from_address, t.to_address, t.created_contract,
         t.value::text AS value, t.nonce, t.failed
  FROM chain_address_transactions a
  JOIN chain_transactions t
    ON t.chain_id = a.chain_id AND t.block_number = a.block_number AND t.tx_index = a.tx_index
  WHERE a.chain_id = $1 AND a.address = $2
    AND ($3::bigint IS NULL OR (a.block_number, a.tx_index) < ($3::bigint, $4::integer))
    AND ($6::text IS NULL OR t.hash IN (
      SELECT o.tx_hash FROM onramp_orders o
      WHERE o.chain_id = $1 AND o.address = $2 AND o.status = 'paid' AND o.provider = $6))
  ORDER BY a.block_number DESC, a.tx_index DESC
  LIMIT $5`

const transfersSql = `
  SELECT block_number, tx_index, log_index, token_address, standard, from_address, to_address,
         amount::text AS amount, token_id::text AS token_id
  FROM chain_transfers
  WHERE chain_id = $1 AND (block_number, tx_index) IN (SELECT * FROM unnest($2::bigint[], $3::integer[]))
  ORDER BY block_number, log_index`

/**
 * Up to `limit` transactions of an address (lower case) on a chain, newest first (block number,
 * then index in the block), older than `before` when given, each with its Transfer logs; with
 * `onramp`, only the transactions that paid that provider's orders to the address.
 */
export async function readHistory(
  database: SqlDatabase,
  query: {
    chainId: string
    address: string
    before: HistoryPosition | undefined
    limit: number
    /** Only the purchases of this on-ramp provider paid to the address (`onramp` of docs/reference/endpoints.md#history). */
    onramp?: string | undefined
  },
): Promise<HistoryRecord[]> {
  const { rows } = await database.query<TransactionRow>(pageSql, [
    query.chainId,
    query.address,
    query.before?.blockNumber ?? null,
    query.before?.txIndex ?? null,
    query.limit,
    query.onramp ?? null,
  ])
  if (rows.length === 0) return []
  const transfers = await database.query<TransferRow>(transfersSql, [
    query.chainId,
    rows.map((row) => row.block_number),
    rows.map((row) => row.tx_index),
  ])
  const byTransaction = new Map<string, IndexedTransfer[]>()
  for (const row of transfers.rows) {
    const key = `${row.block_number}:${row.tx_index}`
    const list = byTransaction.get(key) ?? []
    list.push({
      blockNumber: Number(row.block_number),
      txIndex: row.tx_index,
      logIndex: row.log_index,
      token: row.token_address,
      standard: row.standard,
      from: row.from_address,
      to: row.to_address,
      amount: row.amount,
      tokenId: row.token_id,
    })
    byTransaction.set(key, list)
  }
  return rows.map((row) => ({
    blockNumber: Number(row.block_number),
    txIndex: row.tx_index,
    hash: row.hash,
    minedAt: Number(row.mined_at),
    from: row.from_address,
    to: row.to_address,
    createdContract: row.created_contract,
    value: row.value,
    nonce: Number(row.nonce),
    failed: row.failed,
    transfers: byTransaction.get(`${row.block_number}:${row.tx_index}`) ?? [],
  }))
}
