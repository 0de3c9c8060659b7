import * as v from 'valibot'
import { remoteUrlSchema } from '../urls/remoteUrlSchema'

/** An image URL of an answer: http or https, otherwise dropped (the UI shows a monogram instead). */
const imageUrl = v.optional(remoteUrlSchema('image'))

const decimalString = v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/))

/** GET v1/supported-chains: the CAIP-2 ids the blockchain API serves over HTTP and websocket. */
export const supportedChainsSchema = v.object({
  http: v.array(v.string()),
  ws: v.array(v.string()),
})

/** A balance of the account (docs/reference/entities.md#balance); `address` is the token's CAIP-10 id, absent for native. */
export const balanceSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  chainId: v.string(),
  address: v.optional(v.string()),
  value: v.optional(v.number()),
  price: v.optional(v.number()),
  quantity: v.object({ decimals: v.string(), numeric: decimalString }),
  iconUrl: imageUrl,
})
export type Balance = v.InferOutput<typeof balanceSchema>

export const balancesResponseSchema = v.object({ balances: v.array(balanceSchema) })

const transferSchema = v.object({
  fungible_info: v.optional(
    v.object({
      name: v.optional(v.string()),
      symbol: v.optional(v.string()),
      icon: v.optional(v.object({ url: imageUrl })),
    }),
  ),
  nft_info: v.optional(
    v.object({
      name: v.optional(v.string()),
      flags: v.object({ is_spam: v.boolean() }),
      content: v.optional(v.object({ preview: v.optional(v.object({ url: imageUrl })) })),
    }),
  ),
  direction: v.optional(v.picklist(['in', 'out', 'self'])),
  quantity: v.object({ numeric: v.string() }),
  value: v.optional(v.number()),
  price: v.optional(v.number()),
})
export type TransactionTransfer = v.InferOutput<typeof transferSchema>

/** A transaction of the account's history (docs/reference/entities.md#transaction). */
export const transactionSchema = v.object({
  id: v.string(),
  metadata: v.object({
    operationType: v.string(),
    hash: v.optional(v.string()),
    minedAt: v.pipe(v.string(), v.isoTimestamp()),
    chain: v.string(),
    sentFrom: v.string(),
    sentTo: v.string(),
    status: v.string(),
    nonce: v.optional(v.number()),
  }),
  transfers: v.array(transferSchema),
})
export type Transaction = v.InferOutput<typeof transactionSchema>

export const historyResponseSchema = v.object({
  data: v.array(transactionSchema),
  next: v.nullish(v.string()),
})

/** An NFT the account holds (GET /v1/account/{address}/nfts). */
export const nftSchema = v.object({
  name: v.string(),
  tokenId: v.string(),
  collection: v.object({ address: v.string(), name: v.string() }),
  imageUrl,
  flags: v.object({ is_spam: v.boolean() }),
})
export type Nft = v.InferOutput<typeof nftSchema>

export const nftsResponseSchema = v.object({ data: v.array(nftSchema) })

/** POST /v1/fungible/price. */
export const fungiblePriceResponseSchema = v.object({
  fungibles: v.array(
    v.object({ name: v.string(), symbol: v.string(), iconUrl: imageUrl, price: v.number() }),
  ),
})
export type FungiblePrice = v.InferOutput<typeof fungiblePriceResponseSchema>['fungibles'][number]

/** GET /v1/identity/{address}: the account's name and avatar, when it has them. */
export const identitySchema = v.object({
  name: v.nullish(v.string()),
  avatar: v.nullish(remoteUrlSchema('image')),
})
export type Identity = { name: string | undefined; avatar: string | undefined }
