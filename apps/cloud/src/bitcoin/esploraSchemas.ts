import * as v from 'valibot'

// Amounts in satoshis: whole, never more than the 21 million BTC there can be.
const sats = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2_100_000_000_000_000))

/** A transaction id as esplora writes it: 64 lower-case hexadecimal characters. */
export const txidPattern = /^[0-9a-f]{64}$/

const txid = v.pipe(v.string(), v.regex(txidPattern))

const addressStatsSchema = v.object({ funded_txo_sum: sats, spent_txo_sum: sats })

/** `GET /address/:a`: the sums of the address's outputs over confirmed and mempool transactions. */
export const addressSummarySchema = v.object({
  chain_stats: addressStatsSchema,
  mempool_stats: addressStatsSchema,
})

/** `GET /address/:a` as the balance reads it. */
export type EsploraAddressSummary = v.InferOutput<typeof addressSummarySchema>

const outputSchema = v.object({
  // Absent for outputs no address stands for (OP_RETURN, bare multisig).
  scriptpubkey_address: v.optional(v.string()),
  value: sats,
})

const inputSchema = v.object({
  txid,
  vout: v.pipe(v.number(), v.integer(), v.minValue(0)),
  is_coinbase: v.boolean(),
  // The output it spends; null for a coinbase input.
  prevout: v.nullable(outputSchema),
})

const statusSchema = v.union([
  v.object({ confirmed: v.literal(false) }),
  v.object({
    confirmed: v.literal(true),
    block_height: v.pipe(v.number(), v.integer(), v.minValue(0)),
    block_time: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
])

/** A transaction of esplora's JSON (`GET /tx/:txid`, the items of `GET /address/:a/txs`). */
export const esploraTxSchema = v.object({
  txid,
  vin: v.array(inputSchema),
  vout: v.array(outputSchema),
  fee: sats,
  status: statusSchema,
})

/** A transaction as history reads it. */
export type EsploraTx = v.InferOutput<typeof esploraTxSchema>

/** `GET /address/:a/txs` and `GET /address/:a/txs/chain/:last_seen_txid`. */
export const esploraTxsSchema = v.array(esploraTxSchema)
