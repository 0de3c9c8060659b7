import { base64 } from '@scure/base'
import type { BitcoinAddressFormat } from '@gatehouse/common'
import { bitcoinAddressScript } from './bitcoinAddressScript'
import { verifyBip137 } from './verifyBip137'
import { verifyBip322Simple } from './verifyBip322Simple'

/** How `verifyBitcoinMessageSignature` reads the address. */
export interface BitcoinMessageVerifyOptions {
  /**
   * The network the address must be of (`bitcoinAddressFormat(chainId)` of `@gatehouse/common`);
   * default: any of mainnet (`bc1…`, `1…`, `3…`), testnet and signet (`tb1…`, `m…`, `n…`, `2…`)
   * and regtest (`bcrt1…`).
   */
  network?: BitcoinAddressFormat
}

// The finalized BIP-322 prefixes a signature with its variant; wallets today send none (simple).
const simplePrefix = 'smp'
const otherVariants = ['ful', 'pof']

function bytesOf(text: string): Uint8Array | undefined {
  try {
    // Some wallets leave the padding out.
    return base64.decode(text.padEnd(Math.ceil(text.length / 4) * 4, '='))
  } catch {
    return undefined
  }
}

/**
 * Whether `signature` proves that `address` signed `message` (its UTF-8 bytes when a string), as
 * Bitcoin wallets sign messages: a BIP-322 "simple" signature (base64 of the witness stack, with or
 * without the `smp` prefix) of a P2WPKH or single-key P2TR address (key path, SIGHASH_DEFAULT or
 * SIGHASH_ALL); or a BIP-137 compact ECDSA signature (65 bytes in base64, "Bitcoin Signed
 * Message") of a P2PKH, P2WPKH or P2SH-P2WPKH address. Anything else — the "full" and
 * "proof of funds" forms, P2WSH and taproot script paths, malformed input, an address of another
 * network than `options.network` — is false. Nothing is asked of a node.
 */
export function verifyBitcoinMessageSignature(
  address: string,
  message: string | Uint8Array,
  signature: string,
  options: BitcoinMessageVerifyOptions = {},
): boolean {
  if (typeof address !== 'string' || typeof signature !== 'string') return false
  if (otherVariants.some((variant) => signature.startsWith(variant))) return false
  const prefixed = signature.startsWith(simplePrefix)
  const bytes = bytesOf(prefixed ? signature.slice(simplePrefix.length) : signature)
  const script = bitcoinAddressScript(address, options.network)
  if (!bytes || !script) return false
  const text = typeof message === 'string' ? new TextEncoder().encode(message) : message
  // An unprefixed simple signature is never 65 bytes (P2WPKH's is ~107, P2TR's 66 or 67): 65 is BIP-137.
  return !prefixed && bytes.length === 65
    ? verifyBip137(script, text, bytes)
    : verifyBip322Simple(script, text, bytes)
}
