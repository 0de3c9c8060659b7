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

/**
 * BIP-322's virtual `to_sign` without its witness: version 0, one input spending `to_spend`'s
 * output 0 with sequence 0, one 0-value `OP_RETURN` output. A simple signature is the witness of
 * its input 0, made as for an ordinary segwit spend of `script` with amount 0.
 */
export function bip322ToSign(message: Uint8Array, script: Uint8Array): Transaction {
  const tx = new Transaction({ version: 0, allowUnknownOutputs: true })
  tx.addInput({ txid: bip322ToSpend(message, script).id, index: 0, sequence: 0 })
  tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return tx
}
