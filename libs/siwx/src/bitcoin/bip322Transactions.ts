import { sha256 } from '@noble/hashes/sha2'
import { Script, Transaction } from '@scure/btc-signer'

const tag = sha256(new TextEncoder().encode('BIP0322-signed-message'))

/** BIP-322's message hash: SHA256(SHA256(tag) ‖ SHA256(tag) ‖ message), tag "BIP0322-signed-message". */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  const data = new Uint8Array(64 + message.length)
  data.set(tag, 0)
  data.set(tag, 32)
  data.set(message, 64)
  return sha256(data)
}

/**
 * BIP-322's virtual `to_spend`: version 0, one input spending 000…0:0xFFFFFFFF with sequence 0 and
 * `OP_0 PUSH32 message_hash`, one 0-value output paying `script` (the address's, the challenge).
 */
export function bip322ToSpend(message: Uint8Array, script: Uint8Array): Transaction {
  const tx = new Transaction({ version: 0, allowUnknownOutputs: true })
  // btc-signer takes no output after an input with a final scriptSig: the output goes first.
  tx.addOutput({ script, amount: 0n })
  tx.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]),
  })
  return tx
}

/** What a signer adds to `to_sign`'s input: the taproot internal key, a sighash type other than the default. */
export interface Bip322SigningInput {
  /** The x-only internal key of a P2TR address (BIP-86, no script tree). */
  tapInternalKey?: Uint8Array
  /** The sighash type the signature commits to (tests make signatures a verifier must refuse). */
  sighashType?: number
}

/**
 * BIP-322's virtual `to_sign` without its witness: version 0, one input spending `to_spend`'s
 * output 0 (sequence 0, that output as its witness UTXO, so @scure/btc-signer can sign it), one
 * 0-value `OP_RETURN` output. A simple signature is the witness of its input 0, made as for an
 * ordinary segwit spend of `script` with amount 0: a wallet signs this transaction's input 0, a
 * verifier computes its sighash.
 */
export function bip322ToSign(
  message: Uint8Array,
  script: Uint8Array,
  input: Bip322SigningInput = {},
): Transaction {
  const tx = new Transaction({ version: 0, allowUnknownOutputs: true })
  tx.addInput({
    txid: bip322ToSpend(message, script).id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script, amount: 0n },
    ...(input.tapInternalKey ? { tapInternalKey: input.tapInternalKey } : {}),
    ...(input.sighashType !== undefined ? { sighashType: input.sighashType } : {}),
  })
  tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return tx
}
