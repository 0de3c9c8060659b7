/** The JSON shapes of bcoin 1.0.2's REST answers that the REST layer reads. */

/** A coin (`GET /coin/address/:a`); height -1 while its transaction is in the mempool. */
export interface BcoinCoin {
  version: number
  height: number
  value: number
  script: string
  address: string | null
  coinbase: boolean
  hash: string
  index: number
}

export interface BcoinInput {
  prevout: { hash: string; index: number }
  script: string
  witness: string
  sequence: number
  address: string | null
  /** The spent output (missing for a coinbase input). */
  coin?: { value: number; script: string; address: string | null; coinbase: boolean; height: number }
}

export interface BcoinOutput {
  value: number
  script: string
  address: string | null
}

/** A transaction with its metadata (`GET /tx/:hash`, `GET /tx/address/:a`). */
export interface BcoinTxMeta {
  hash: string
  fee: number
  /** -1 while it is in the mempool. */
  height: number
  block: string | null
  time: number
  /** Its place in the block. */
  index: number
  /** When the node saw it (seconds). */
  mtime: number
  version: number
  inputs: BcoinInput[]
  outputs: BcoinOutput[]
  locktime: number
  hex: string
}
