import { createHash, randomBytes } from 'node:crypto'

/** A new bearer token: 32 random bytes, base64url. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a token: its SHA-256, hex. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A new nonce: 16 random bytes as 32 hex characters (EIP-4361 wants 8 or more letters or digits). */
export function newNonce(): string {
  return randomBytes(16).toString('hex')
}

/** The token of an `Authorization: Bearer <token>` header, if it has one. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header ?? '')
  return match?.[1]
}
