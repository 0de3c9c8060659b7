import { secp256k1 } from '@noble/curves/secp256k1'
import { bitcoinSignedMessageHash } from '@gatehouse/siwx'
import { messageBytes } from './bip322'

/** BIP-137's header offset per address type (compressed keys): P2PKH 31, P2SH-P2WPKH 35, P2WPKH 39. */
const headerBase = { p2pkh: 31, 'p2sh-p2wpkh': 35, p2wpkh: 39 } as const

/**
 * A BIP-137 compact signature (65 bytes: header = base + recovery id, then r and s, low S) of a
 * message, the "ECDSA" signatures wallets answer for P2WPKH addresses; the hash it commits to is
 * @gatehouse/siwx's `bitcoinSignedMessageHash`, the one its verifier recovers the key from.
 */
export function signBip137(
  secretKey: Uint8Array,
  message: Uint8Array | string,
  addressType: keyof typeof headerBase,
): Uint8Array {
  const signature = secp256k1.sign(bitcoinSignedMessageHash(messageBytes(message)), secretKey)
  const compact = new Uint8Array(65)
  compact[0] = headerBase[addressType] + signature.recovery
  compact.set(signature.toCompactRawBytes(), 1)
  return compact
}
