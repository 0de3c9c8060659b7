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
 * The nonces one messenger issued: a nonce is redeemed once per network, so a signed message cannot
 * be replayed, and one it never issued is refused. (A one-step WalletConnect sign-in signs one
 * message per network with the same nonce; each signature covers its own network.)
 */
export function createNonceBook() {
  const issued = new Map<string, { issuedAt: number; usedOn: Set<string> }>()
  return {
    /** A fresh nonce, remembered with the time it was issued. */
    issue(now: number): string {
      const nonce = randomNonce()
      issued.set(nonce, { issuedAt: now, usedOn: new Set() })
      return nonce
    },
    /**
     * The time the nonce was issued, using it up on `chainId`; undefined when it was never issued or
     * was used on that network before.
     */
    redeem(nonce: string, chainId: string): number | undefined {
      const entry = issued.get(nonce)
      if (!entry || entry.usedOn.has(chainId)) return undefined
      entry.usedOn.add(chainId)
      return entry.issuedAt
    },
  }
}

export type NonceBook = ReturnType<typeof createNonceBook>
