import * as v from 'valibot'
import { remoteUrlSchema } from '../urls/remoteUrlSchema'

/** A link that may open the wallet app's own scheme; a refused one (`javascript:`…) becomes undefined. */
const walletLink = v.nullish(remoteUrlSchema('walletLink'))
/** A page opened in the browser (store, homepage): http or https only. */
const webLink = v.nullish(remoteUrlSchema('web'))

/**
 * A wallet of the catalogue, as the service sends it (docs/reference/entities.md#wallet-listing). Every URL passes the
 * scheme allowlist: a refused or malformed one is dropped from that wallet, which stays listed.
 */
export const walletListingSchema = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.minLength(1)),
  image_id: v.nullish(v.string()),
  image_url: v.nullish(remoteUrlSchema('image')),
  rdns: v.nullish(v.string()),
  homepage: webLink,
  mobile_link: walletLink,
  desktop_link: walletLink,
  webapp_link: walletLink,
  app_store: webLink,
  play_store: webLink,
  chrome_store: webLink,
  chains: v.optional(v.pipe(v.array(v.string()), v.readonly()), []),
})

/** A wallet of the catalogue. */
export type WalletListing = v.InferOutput<typeof walletListingSchema>

/** The `getWallets` response: one page and the total count. */
export const walletPageSchema = v.object({
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  data: v.array(walletListingSchema),
})
