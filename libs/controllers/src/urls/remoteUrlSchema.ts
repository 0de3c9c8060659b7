import * as v from 'valibot'
import { safeUrl, type UrlKind } from '@gatehouse/common'

/**
 * A URL field of remote data (catalogue, blockchain API, storage): kept, cleaned, when the scheme
 * allowlist accepts it for `kind`, otherwise undefined. Dropping only the field means one bad URL
 * costs one link or one image, never the whole answer. Wrap it in `v.optional` or `v.nullish`.
 */
export function remoteUrlSchema(kind: UrlKind) {
  return v.pipe(
    v.unknown(),
    v.transform((value): string | undefined => safeUrl(value, kind)),
  )
}
