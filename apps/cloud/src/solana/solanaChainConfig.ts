import * as v from 'valibot'
import { httpUrl, noRepeatedKeys, text } from '../validation/configFields'
import { strictObject } from '../validation/strictObject'

/** A base58 Solana address (an account, a mint): 32 to 44 characters (docs/reference/validation.md#address). */
export const solanaAddressPattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

const solanaAddressSchema = v.pipe(
  v.string('must be a string'),
  v.regex(solanaAddressPattern, 'must be a Solana address (32 to 44 base58 characters)'),
)

const decimals = v.pipe(
  v.number('decimals must be a number'),
  v.integer('decimals must be a whole number'),
  v.minValue(0, 'decimals must be from 0 to 18'),
  v.maxValue(18, 'decimals must be from 0 to 18'),
)

const solanaTokenSchema = strictObject(
  {
    mint: solanaAddressSchema,
    name: text('name', 128),
    symbol: text('symbol', 16),
    decimals,
    iconUrl: v.optional(httpUrl('iconUrl')),
  },
  'a Solana token',
)

const solanaChainSchema = strictObject(
  {
    caipNetworkId: v.pipe(
      v.string('caipNetworkId must be a string'),
      v.regex(
        /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/,
        'caipNetworkId must be solana: and the first 32 characters of the genesis hash',
      ),
    ),
    name: text('name', 64),
    rpcUrl: httpUrl('rpcUrl'),
    tokens: v.optional(v.array(solanaTokenSchema, 'tokens must be a list of Solana tokens'), []),
    priceFile: v.optional(text('priceFile', 1024)),
  },
  'a Solana chain',
)

/**
 * The Solana clusters of the blockchain API: where their JSON-RPC answers and the SPL tokens
 * (Token or Token-2022 mints) whose name, symbol, decimals and icon balances and history show.
 */
export const solanaChainsSchema = v.pipe(
  v.array(solanaChainSchema, 'solanaChains must be a list of Solana chains'),
  noRepeatedKeys(
    (chain) => chain.caipNetworkId,
    () => 'solanaChains lists a chain twice',
  ),
)

/** One configured Solana cluster, after validation. */
export type SolanaChainConfig = v.InferOutput<typeof solanaChainSchema>

/** A configured SPL token. */
export type SolanaTokenConfig = SolanaChainConfig['tokens'][number]

/** The configuration of Solana chains as written. */
export type SolanaChainConfigInput = v.InferInput<typeof solanaChainSchema>

/** SOL: the native currency of every Solana cluster (9 decimals, docs/reference/entities.md#built-in-networks). */
export const solNativeCurrency = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const
