import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'

/** RIPEMD160(SHA256(bytes)): what P2PKH, P2WPKH and P2SH commit to. */
export const hash160 = (bytes: Uint8Array): Uint8Array => ripemd160(sha256(bytes))

/** Double SHA-256. */
export const sha256d = (bytes: Uint8Array): Uint8Array => sha256(sha256(bytes))

/** Same length and same bytes. */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}
