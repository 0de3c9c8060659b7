import { secp256k1, schnorr } from '@noble/curves/secp256k1'
import { p2tr, p2wpkh, RawWitness, SigHash } from '@scure/btc-signer'
import { bitcoinAddressFormat, type BitcoinAddressFormat } from '@gatehouse/common'
import { bip322ToSign } from '../bitcoin/bip322Transactions'
import { bitcoinSignedMessageHash } from '../bitcoin/verifyBip137'

/**
 * Test-only signers, written on @scure/btc-signer's own signing (signIdx, finalizeIdx) as the
 * development wallet's signer is: the verifier computes the sighash itself and checks it with
 * @noble/curves, so these are an independent producer of the signatures it must accept.
 */

const encoder = new TextEncoder()

/** A BIP-322 simple signature (the witness bytes) of `message` by `secretKey` for its P2WPKH or P2TR output `script`. */
export function signSimple(
  secretKey: Uint8Array,
  script: Uint8Array,
  message: string,
  options: { tapInternalKey?: Uint8Array; sighashType?: number } = {},
): Uint8Array {
  const toSign = bip322ToSign(encoder.encode(message), script, options)
  const allowed = options.sighashType !== undefined ? [options.sighashType] : undefined
  if (!toSign.signIdx(secretKey, 0, allowed)) throw new Error('not signed')
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('no witness')
  return RawWitness.encode(witness)
}

/** The address of a payment btc-signer made (it always has one for a known network). */
export function addressOf(payment: { address?: string }): string {
  if (payment.address === undefined) throw new Error('no address')
  return payment.address
}

/** A key and its payment (P2WPKH) and taproot (P2TR, BIP-86) addresses on `network` (default mainnet). */
export function keyOf(secretKey: Uint8Array, network?: BitcoinAddressFormat) {
  const publicKey = secp256k1.getPublicKey(secretKey, true)
  const xOnly = schnorr.getPublicKey(secretKey)
  const payment = p2wpkh(publicKey, network)
  const taproot = p2tr(xOnly, undefined, network)
  return {
    secretKey,
    publicKey,
    xOnly,
    payment: { address: addressOf(payment), script: payment.script },
    taproot: { address: addressOf(taproot), script: taproot.script },
  }
}

/** The address format of a network common knows. */
export function formatOf(caipNetworkId: string): BitcoinAddressFormat {
  const format = bitcoinAddressFormat(caipNetworkId)
  if (!format) throw new Error(`unknown network ${caipNetworkId}`)
  return format
}

/** A BIP-137 compact signature with the given header base (27 uncompressed P2PKH, 31 P2PKH, 35 P2SH-P2WPKH, 39 P2WPKH). */
export function signBip137(secretKey: Uint8Array, message: string, headerBase: number): Uint8Array {
  const signature = secp256k1.sign(bitcoinSignedMessageHash(encoder.encode(message)), secretKey)
  return Uint8Array.of(headerBase + signature.recovery, ...signature.toCompactRawBytes())
}

export { SigHash }
