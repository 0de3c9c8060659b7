import { createHash } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'

/** A strong entity tag of a body: the same bytes always give the same tag. */
export function strongEtag(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/**
 * True when the caller already holds the answer tagged `etag`: its If-None-Match lists it (weak form or
 * `*` included, as RFC 9110 compares If-None-Match weakly).
 */
export function isNotModified(request: IncomingHttpHeaders, etag: string | undefined): boolean {
  const ifNoneMatch = request['if-none-match']
  if (!etag || !ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}
