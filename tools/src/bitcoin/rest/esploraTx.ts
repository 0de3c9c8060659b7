import type { BcoinTxMeta } from '../node/bcoinJson'
import { scriptPubKeyType } from './scriptType'
import { witnessItems } from './witness'

/** esplora's confirmation status of a transaction or an output. */
export type EsploraStatus =
  { confirmed: false } | { confirmed: true; block_height: number; block_hash: string; block_time: number }

export interface EsploraOutput {
  scriptpubkey: string
  scriptpubkey_type: string
  scriptpubkey_address?: string
  value: number
}

export interface EsploraInput {
  txid: string
  vout: number
  prevout: EsploraOutput | null
  scriptsig: string
  witness?: string[]
  sequence: number
  is_coinbase: boolean
}

/** A transaction as esplora's (and mempool.space's) `GET /tx/:txid` answers it. */
export interface EsploraTx {
  txid: string
  version: number
  locktime: number
  vin: EsploraInput[]
  vout: EsploraOutput[]
  size: number
  weight: number
  fee: number
  status: EsploraStatus
}

const nullHash = '0'.repeat(64)
// A serialized empty witness: no items.
const emptyWitness = '00'

export function esploraStatus(meta: Pick<BcoinTxMeta, 'height' | 'block' | 'time'>): EsploraStatus {
  if (meta.height < 0 || !meta.block) return { confirmed: false }
  return { confirmed: true, block_height: meta.height, block_hash: meta.block, block_time: meta.time }
}

function output(script: string, value: number, address: string | null): EsploraOutput {
  return {
    scriptpubkey: script,
    scriptpubkey_type: scriptPubKeyType(script),
    ...(address ? { scriptpubkey_address: address } : {}),
    value,
  }
}

/**
 * The size and weight of a raw transaction: witness data (the marker, the flag and every input's
 * witness) weighs 1 per byte, the rest 4.
 */
function sizeAndWeight(meta: BcoinTxMeta) {
  const size = meta.hex.length / 2
  const witnesses = meta.inputs.map((input) => input.witness)
  if (witnesses.every((witness) => witness === emptyWitness)) return { size, weight: size * 4 }
  const witnessBytes = 2 + witnesses.reduce((sum, witness) => sum + witness.length / 2, 0)
  return { size, weight: (size - witnessBytes) * 4 + witnessBytes }
}

/** Converts bcoin's transaction JSON (with its spent coins) into esplora's. */
export function esploraTx(meta: BcoinTxMeta): EsploraTx {
  return {
    txid: meta.hash,
    version: meta.version,
    locktime: meta.locktime,
    vin: meta.inputs.map((input) => {
      const isCoinbase = input.prevout.hash === nullHash && input.prevout.index === 0xffffffff
      const items = witnessItems(input.witness)
      return {
        txid: input.prevout.hash,
        vout: input.prevout.index,
        prevout: input.coin ? output(input.coin.script, input.coin.value, input.coin.address) : null,
        scriptsig: input.script,
        ...(items.length ? { witness: items } : {}),
        sequence: input.sequence,
        is_coinbase: isCoinbase,
      }
    }),
    vout: meta.outputs.map((out) => output(out.script, out.value, out.address)),
    ...sizeAndWeight(meta),
    fee: meta.fee ?? 0,
    status: esploraStatus(meta),
  }
}
