/** The alphabet of EIP-4361 nonces (alphanumeric, at least 8 characters). */
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A random EIP-4361 nonce from the platform's cryptographic generator (96 bits with 16 characters). */
export function randomNonce(length = 16): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  // 256 % 62 leaves a slight bias; rejecting bytes ≥ 248 removes it.
  let nonce = ''
  for (const byte of bytes) if (byte < 248) nonce += alphabet[byte % alphabet.length]
  return nonce.length >= 8 ? nonce : nonce + randomNonce(length)
}

/**
 * The nonces one messenger issued and not yet used: a nonce is redeemed once, so a signed message
 * cannot be replayed, and one it never issued is refused.
 */
export function createNonceBook() {
  const issued = new Map<string, number>()
  return {
    /** A fresh nonce, remembered with the time it was issued. */
    issue(now: number): string {
      const nonce = randomNonce()
      issued.set(nonce, now)
      return nonce
    },
    /** The time the nonce was issued, forgetting it; undefined when it was never issued or used before. */
    redeem(nonce: string): number | undefined {
      const issuedAt = issued.get(nonce)
      issued.delete(nonce)
      return issuedAt
    },
  }
}

export type NonceBook = ReturnType<typeof createNonceBook>
