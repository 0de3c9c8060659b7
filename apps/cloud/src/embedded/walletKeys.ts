import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { mapHashToField } from '@noble/curves/abstract/modular'
import { secp256k1 } from '@noble/curves/secp256k1'
import { bytesToHex } from '@noble/hashes/utils'
import type { FrameNamespace } from '@gatehouse/common'

const salt = new TextEncoder().encode('gatehouse embedded wallet v1')

function derive(masterSecret: Uint8Array, info: string, length: number): Uint8Array {
  return hkdf(sha256, masterSecret, salt, new TextEncoder().encode(info), length)
}

/**
 * The key of a user in a namespace, derived from the master secret and the user's stable id (never
 * stored): `eip155` gives a secp256k1 private key (0x hex, for viem's privateKeyToAccount), mapped
 * from 48 derived bytes onto the curve's order without bias; `solana` gives a 32-byte ed25519 seed.
 */
export function deriveWalletKey(masterSecret: Uint8Array, userId: string, namespace: FrameNamespace): string {
  const info = `${namespace}:${userId}`
  if (namespace === 'eip155') {
    const bytes = derive(masterSecret, info, 48)
    return `0x${bytesToHex(mapHashToField(bytes, secp256k1.CURVE.n))}`
  }
  return `0x${bytesToHex(derive(masterSecret, info, 32))}`
}

/** The key under which one-time codes are stored as HMACs: derived, so it is not the master secret itself. */
export function codeHmacKey(masterSecret: Uint8Array): Uint8Array {
  return derive(masterSecret, 'one-time codes', 32)
}
