import * as v from 'valibot'

const link = v.nullish(v.string())

/** A wallet of the catalogue, as the service sends it (SPEC §3 wallet listing). */
export const walletListingSchema = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.minLength(1)),
  image_id: v.nullish(v.string()),
  image_url: v.nullish(v.string()),
  rdns: v.nullish(v.string()),
  homepage: link,
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
  app_store: link,
  play_store: link,
  chrome_store: link,
  chains: v.optional(v.pipe(v.array(v.string()), v.readonly()), []),
})

/** A wallet of the catalogue. */
export type WalletListing = v.InferOutput<typeof walletListingSchema>

/** The `getWallets` response: one page and the total count. */
export const walletPageSchema = v.object({
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  data: v.array(walletListingSchema),
})
