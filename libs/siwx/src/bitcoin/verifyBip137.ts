import { secp256k1 } from '@noble/curves/secp256k1'
import { CompactSize } from '@scure/btc-signer'
import type { BitcoinAddressScript } from './bitcoinAddressScript'
import { equalBytes, hash160, sha256d } from './hashes'

const magic = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')

/** The "Bitcoin Signed Message" hash: double SHA-256 of the magic prefix and the length-prefixed message. */
export function bitcoinSignedMessageHash(message: Uint8Array): Uint8Array {
  const length = CompactSize.encode(BigInt(message.length))
  const data = new Uint8Array(magic.length + length.length + message.length)
  data.set(magic, 0)
  data.set(length, magic.length)
  data.set(message, magic.length + length.length)
  return sha256d(data)
}

/**
 * Whether a 65-byte BIP-137 compact signature (header 27–42, then r and s) proves that `address`
 * signed `message`: the key recovered from it must be the address's, as P2PKH, P2WPKH or
 * P2SH-P2WPKH. Like bip322-js and Electrum, the header's address kind (31–34 P2PKH, 35–38
 * P2SH-P2WPKH, 39–42 P2WPKH) is not held against the address: many wallets write 31–34 for every
 * kind, and the recovered key alone proves the address. Headers 27–30 (an uncompressed key) fit
 * P2PKH only. P2TR has no BIP-137 form.
 */
export function verifyBip137(
  address: BitcoinAddressScript,
  message: Uint8Array,
  signature: Uint8Array,
): boolean {
  const header = signature[0]
  if (signature.length !== 65 || header === undefined || header < 27 || header > 42) return false
  if (address.type !== 'pkh' && address.type !== 'wpkh' && address.type !== 'sh') return false
  const compressed = header >= 31
  let publicKey: Uint8Array
  try {
    publicKey = secp256k1.Signature.fromCompact(signature.subarray(1))
      .addRecoveryBit((header - 27) & 3)
      .recoverPublicKey(bitcoinSignedMessageHash(message))
      .toRawBytes(compressed)
  } catch {
    return false
  }
  const keyHash = hash160(publicKey)
  if (address.type === 'pkh') return equalBytes(keyHash, address.hash)
  if (!compressed) return false
  if (address.type === 'wpkh') return equalBytes(keyHash, address.hash)
  // P2SH-P2WPKH: the script hash of the redeem script OP_0 PUSH20 <key hash>.
  const redeemScript = Uint8Array.of(0x00, 0x14, ...keyHash)
  return equalBytes(hash160(redeemScript), address.hash)
}
