import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { CompactSize } from '@scure/btc-signer'
import { messageBytes } from './bip322'

const magic = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')

/**
 * The hash a "Bitcoin Signed Message" signature commits to: double SHA-256 of the magic prefix
 * (its length byte included) and the message with its compact-size length.
 */
export function bitcoinSignedMessageHash(message: Uint8Array | string): Uint8Array {
  const bytes = messageBytes(message)
  const length = CompactSize.encode(BigInt(bytes.length))
  const data = new Uint8Array(magic.length + length.length + bytes.length)
  data.set(magic, 0)
  data.set(length, magic.length)
  data.set(bytes, magic.length + length.length)
  return sha256(sha256(data))
}

/** BIP-137's header offset per address type (compressed keys): P2PKH 31, P2SH-P2WPKH 35, P2WPKH 39. */
const headerBase = { p2pkh: 31, 'p2sh-p2wpkh': 35, p2wpkh: 39 } as const

/**
 * A BIP-137 compact signature (65 bytes: header = base + recovery id, then r and s, low S) of a
 * message, the "ECDSA" signatures wallets answer for P2WPKH addresses.
 */
export function signBip137(
  secretKey: Uint8Array,
  message: Uint8Array | string,
  addressType: keyof typeof headerBase,
): Uint8Array {
  const signature = secp256k1.sign(bitcoinSignedMessageHash(message), secretKey)
  const compact = new Uint8Array(65)
  compact[0] = headerBase[addressType] + signature.recovery
  compact.set(signature.toCompactRawBytes(), 1)
  return compact
}
