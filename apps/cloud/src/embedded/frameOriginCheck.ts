import type { IncomingHttpHeaders } from 'node:http'
import { EmbeddedRefusalCode, refuseEmbedded } from './EmbeddedRefusal'

/**
 * Refuses a request to the embedded wallet's API that names another `Origin` (or none, when
 * `required`), or that a browser marks as not same-origin: only the frame's own script may call it.
 */
export function refuseOtherOrigins(headers: IncomingHttpHeaders, frameOrigin: string, required = false): void {
  const origin = headers.origin
  const site = headers['sec-fetch-site']
  if (
    (required && origin === undefined) ||
    (origin !== undefined && origin !== frameOrigin) ||
    (site !== undefined && site !== 'same-origin')
  )
    throw refuseEmbedded(EmbeddedRefusalCode.OriginRefused, 'Only the wallet frame may call this')
}
