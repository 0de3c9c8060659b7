import * as v from 'valibot'
import { firstRepeated, httpUrl, noRepeatedKeys, text, urlOf } from '../validation/configFields'
import { strictObject } from '../validation/strictObject'

/** A CAIP-2 id of an EVM chain, the only kind the blockchain API indexes. */
export const evmChainIdSchema = v.pipe(
  v.string('must be a string'),
  v.regex(/^eip155:[1-9]\d{0,15}$/, 'must be an EVM chain id such as eip155:31337'),
)

/** An EVM address: 0x and 40 hexadecimal digits, any case. */
export const evmAddressSchema = v.pipe(
  v.string('must be a string'),
  v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address (0x and 40 hexadecimal digits)'),
)

const decimals = v.pipe(
  v.number('decimals must be a number'),
  v.integer('decimals must be a whole number'),
  v.minValue(0, 'decimals must be from 0 to 36'),
  v.maxValue(36, 'decimals must be from 0 to 36'),
)

const nativeCurrencySchema = strictObject(
  { name: text('name', 64), symbol: text('symbol', 16), decimals },
  'nativeCurrency',
)

const tokenSchema = strictObject(
  {
    address: evmAddressSchema,
    name: text('name', 128),
    symbol: text('symbol', 16),
    decimals,
    iconUrl: v.optional(urlOf('iconUrl', ['https', 'http'])),
  },
  'a token',
)

const collectionSchema = strictObject(
  {
    address: evmAddressSchema,
    name: text('name', 128),
    spam: v.optional(v.boolean('spam must be true or false'), false),
  },
  'a collection',
)

const routerSchema = strictObject(
  {
    name: v.optional(text('name', 64)),
    address: evmAddressSchema,
    factory: evmAddressSchema,
    weth: evmAddressSchema,
  },
  'a router',
)

/**
 * The swap market of a chain: the Uniswap V2 routers the convert API aggregates (each with the
 * factory it finds pairs in and the wrapped native token it routes through) and the tokens it offers
 * (addresses of configured tokens; by default every configured token with decimals).
 */
const swapsSchema = strictObject(
  {
    routers: v.pipe(
      v.array(routerSchema, 'routers must be a list of routers'),
      v.minLength(1, 'routers must list at least one router'),
    ),
    tokens: v.optional(v.array(evmAddressSchema, 'tokens must be a list of token addresses')),
  },
  'swaps',
)

const chainSchema = v.pipe(
  strictObject(
    {
      chainId: evmChainIdSchema,
      name: text('name', 64),
      rpcUrl: httpUrl('rpcUrl'),
      wsUrl: v.optional(urlOf('wsUrl', ['ws', 'wss'])),
      nativeCurrency: nativeCurrencySchema,
      tokens: v.optional(v.array(tokenSchema, 'tokens must be a list of tokens'), []),
      collections: v.optional(v.array(collectionSchema, 'collections must be a list of collections'), []),
      priceFile: v.optional(text('priceFile', 1024)),
      universalResolver: v.optional(evmAddressSchema),
      swaps: v.optional(swapsSchema),
    },
    'a chain',
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const contracts = [...dataset.value.tokens, ...dataset.value.collections]
    const repeated = firstRepeated(contracts, (contract) => contract.address.toLowerCase())
    if (repeated) addIssue({ message: `tokens and collections list ${repeated} twice` })
    const configured = new Set(dataset.value.tokens.map((token) => token.address.toLowerCase()))
    const unknown = dataset.value.swaps?.tokens?.find((address) => !configured.has(address.toLowerCase()))
    if (unknown)
      addIssue({ message: `swaps.tokens lists ${unknown}, which is not one of the chain's tokens` })
  }),
)

/**
 * The chains of the blockchain API: where their node answers, their native currency, the ERC-20
 * tokens balances list (in this order) and the ERC-721 collections history names, the file of USD
 * prices by symbol, and the ENS Universal Resolver identities read names through (Ethereum and
 * Sepolia have ENS's own by default, see universalResolverOf).
 */
export const chainsSchema = v.pipe(
  v.array(chainSchema, 'chains must be a list of chains'),
  noRepeatedKeys(
    (chain) => chain.chainId,
    (repeated) => `chains list ${repeated} twice`,
  ),
)

const identitySchema = strictObject(
  { name: text('name', 255), avatar: v.optional(urlOf('avatar', ['https', 'http', 'data'])) },
  'an identity',
)

/** Names and avatars of addresses, keyed by address (any case). */
export const identitiesSchema = v.record(
  evmAddressSchema,
  identitySchema,
  'identities must be an object keyed by address',
)

/** One chain of the configuration, after validation. */
export type ChainConfig = v.InferOutput<typeof chainSchema>

/** A configured ERC-20 token. */
export type TokenConfig = ChainConfig['tokens'][number]

/** A chain's configured swap market. */
export type SwapsConfig = NonNullable<ChainConfig['swaps']>

/** A configured ERC-721 collection. */
export type CollectionConfig = ChainConfig['collections'][number]

/** Configured identities by address, after validation. */
export type IdentitiesConfig = v.InferOutput<typeof identitiesSchema>
