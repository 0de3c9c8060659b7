import { randomUUID } from 'node:crypto'

/**
 * Who is on the other end of a relay socket: the `iss` of the JWT in the `auth` query parameter (the
 * client's did:key). The signature is not checked, because the relay only needs a stable name to
 * avoid echoing a client's own messages and to remember what it acknowledged; anything unreadable
 * gets an id of its own socket.
 */
export function clientIdFromUrl(url: string | undefined): string {
  const auth = url ? new URL(url, 'ws://relay.invalid').searchParams.get('auth') : null
  return (auth && issuerOf(auth)) ?? `socket:${randomUUID()}`
}

function issuerOf(jwt: string): string | undefined {
  const payload = jwt.split('.')[1]
  if (!payload) return undefined
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (typeof claims !== 'object' || claims === null || !('iss' in claims)) return undefined
    return typeof claims.iss === 'string' && claims.iss.length > 0 ? claims.iss : undefined
  } catch {
    return undefined
  }
}
