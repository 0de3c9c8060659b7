import { randomInt, timingSafeEqual } from 'node:crypto'
import { hmac } from '@noble/hashes/hmac'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex } from '@noble/hashes/utils'

/** A new one-time code: 6 digits from a CSPRNG. */
export function newOneTimeCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0')
}

/** What the database keeps of a code: an HMAC under a key derived from the master secret, bound to its row. */
export function codeHmac(key: Uint8Array, binding: string, code: string): string {
  return bytesToHex(hmac(sha256, key, new TextEncoder().encode(`${binding}\n${code}`)))
}

/** Compares two HMACs in constant time. */
export function sameHmac(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}
