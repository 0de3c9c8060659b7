import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { OutScript, RawWitness } from '@scure/btc-signer'
import { bip322ToSign } from './bip322Transactions'
import type { BitcoinAddressScript } from './bitcoinAddressScript'
import { equalBytes, hash160 } from './hashes'

const sighashDefault = 0x00
const sighashAll = 0x01

/** The witness stack of a simple signature (varint count, varint-length items), all bytes used. */
function witnessOf(signature: Uint8Array): Uint8Array[] | undefined {
  try {
    return RawWitness.decode(signature)
  } catch {
    return undefined
  }
}

/**
 * P2WPKH: the witness is [DER signature ‖ SIGHASH_ALL, compressed public key]; the key hashes to
 * the address's program and signs (low S, strict DER) the BIP-143 sighash of `to_sign` input 0.
 */
function verifyP2wpkh(
  message: Uint8Array,
  address: { hash: Uint8Array; script: Uint8Array },
  witness: Uint8Array[],
) {
  const [signature, publicKey] = witness
  if (witness.length !== 2 || !signature || !publicKey) return false
  if (publicKey.length !== 33 || (publicKey[0] !== 0x02 && publicKey[0] !== 0x03)) return false
  if (!equalBytes(hash160(publicKey), address.hash)) return false
  if (signature[signature.length - 1] !== sighashAll) return false
  const scriptCode = OutScript.encode({ type: 'pkh', hash: address.hash })
  const sighash = bip322ToSign(message, address.script).preimageWitnessV0(0, scriptCode, sighashAll, 0n)
  return secp256k1.verify(signature.subarray(0, -1), sighash, publicKey, { format: 'der', lowS: true })
}

/**
 * P2TR key path: the witness is one BIP-340 signature (64 bytes for SIGHASH_DEFAULT, or 65 ending
 * in SIGHASH_ALL) by the address's output key over the BIP-341 sighash of `to_sign` input 0.
 */
function verifyP2trKeyPath(
  message: Uint8Array,
  address: { outputKey: Uint8Array; script: Uint8Array },
  witness: Uint8Array[],
) {
  const [signature] = witness
  if (witness.length !== 1 || !signature) return false
  let hashType: number
  if (signature.length === 64) hashType = sighashDefault
  else if (signature.length === 65 && signature[64] === sighashAll) hashType = sighashAll
  else return false
  const sighash = bip322ToSign(message, address.script).preimageWitnessV1(0, [address.script], hashType, [0n])
  return schnorr.verify(signature.subarray(0, 64), sighash, address.outputKey)
}

/**
 * Whether `signature` (the decoded bytes of a BIP-322 "simple" signature: a witness stack) proves
 * that `address` signed `message`. P2WPKH and single-key P2TR (key path) only: any other script
 * (P2WSH, a taproot script path, P2SH or P2PKH, which need the full form) is false.
 */
export function verifyBip322Simple(
  address: BitcoinAddressScript,
  message: Uint8Array,
  signature: Uint8Array,
): boolean {
  const witness = witnessOf(signature)
  if (!witness) return false
  try {
    if (address.type === 'wpkh') return verifyP2wpkh(message, address, witness)
    if (address.type === 'tr') return verifyP2trKeyPath(message, address, witness)
  } catch {
    // A malformed DER signature or a point off the curve: not a signature of this address.
    return false
  }
  return false
}
