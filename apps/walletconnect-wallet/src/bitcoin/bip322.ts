import { sha256 } from '@noble/hashes/sha2'
import { RawWitness, Script, Transaction } from '@scure/btc-signer'

const tag = sha256(new TextEncoder().encode('BIP0322-signed-message'))

/** The bytes of a message: text is signed as UTF-8. */
export function messageBytes(message: Uint8Array | string): Uint8Array {
  return typeof message === 'string' ? new TextEncoder().encode(message) : message
}

/** BIP-322's message hash: SHA256(SHA256(tag) ‖ SHA256(tag) ‖ message), tag "BIP0322-signed-message". */
export function bip322MessageHash(message: Uint8Array | string): Uint8Array {
  const bytes = messageBytes(message)
  const data = new Uint8Array(64 + bytes.length)
  data.set(tag, 0)
  data.set(tag, 32)
  data.set(bytes, 64)
  return sha256(data)
}

/**
 * BIP-322's virtual `to_spend` transaction: version 0, one input spending 000…0:0xFFFFFFFF with
 * `OP_0 PUSH32 message_hash` and sequence 0, one 0-value output paying `script` (the address's).
 */
export function bip322ToSpend(message: Uint8Array | string, script: Uint8Array): Transaction {
  const tx = new Transaction({ version: 0, allowUnknownOutputs: true })
  // The input carries a final scriptSig, after which btc-signer refuses new outputs: output first.
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
 * BIP-322's virtual `to_sign` transaction: version 0, one input spending `to_spend`'s output 0
 * (sequence 0, its witness UTXO for signing), one 0-value `OP_RETURN` output.
 */
export function bip322ToSign(
  toSpendTxid: string,
  script: Uint8Array,
  tapInternalKey?: Uint8Array,
): Transaction {
  const tx = new Transaction({ version: 0, allowUnknownOutputs: true })
  tx.addInput({
    txid: toSpendTxid,
    index: 0,
    sequence: 0,
    witnessUtxo: { script, amount: 0n },
    ...(tapInternalKey ? { tapInternalKey } : {}),
  })
  tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return tx
}

/** What a BIP-322 "simple" signature needs: the key, the address's script and, for P2TR, the internal key. */
export interface Bip322SimpleRequest {
  secretKey: Uint8Array
  /** The output script of the signing address (P2WPKH or P2TR key path). */
  script: Uint8Array
  /** The x-only internal key, for a P2TR address. */
  tapInternalKey?: Uint8Array
  message: Uint8Array | string
  /** BIP-340 auxiliary randomness for P2TR; ECDSA is RFC 6979 deterministic without it. */
  auxRand?: Uint8Array
}

/**
 * Signs a message the BIP-322 "simple" way: signs `to_sign` input 0 as an ordinary segwit spend
 * (SIGHASH_ALL for P2WPKH, SIGHASH_DEFAULT for P2TR) and answers the consensus-encoded witness stack.
 * Base64 of these bytes is the unprefixed simple signature wallets exchange.
 */
export function signBip322Simple(request: Bip322SimpleRequest): Uint8Array {
  const toSpend = bip322ToSpend(request.message, request.script)
  const toSign = bip322ToSign(toSpend.id, request.script, request.tapInternalKey)
  if (!toSign.signIdx(request.secretKey, 0, undefined, request.auxRand)) {
    throw new Error('The key cannot sign for this address.')
  }
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('Signing left no witness.')
  return RawWitness.encode(witness)
}
