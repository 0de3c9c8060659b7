import * as v from 'valibot'
import { bitcoinAddressFormat, bitcoinBech32Prefixes, type BitcoinBech32Prefix } from '@gatehouse/common'
import { httpUrl, noRepeatedKeys, text } from '../validation/configFields'
import { strictObject } from '../validation/strictObject'

/** The bech32 prefixes of Bitcoin networks: mainnet, testnet (and signet), regtest. */
export const bitcoinAddressPrefixes = bitcoinBech32Prefixes

/** Which network's addresses a chain takes: `bc` mainnet, `tb` testnet and signet, `bcrt` regtest. */
export type BitcoinAddressPrefix = BitcoinBech32Prefix

/** The address prefix common knows for a CAIP-2 id (mainnet, testnet, the local regtest), if any. */
function knownPrefixOf(caipNetworkId: string): BitcoinAddressPrefix | undefined {
  const bech32 = bitcoinAddressFormat(caipNetworkId)?.bech32
  return bitcoinAddressPrefixes.find((prefix) => prefix === bech32)
}

const bitcoinChainSchema = v.pipe(
  strictObject(
    {
      caipNetworkId: v.pipe(
        v.string('caipNetworkId must be a string'),
        v.regex(
          /^bip122:[0-9a-f]{32}$/,
          'caipNetworkId must be bip122: and the first 32 hexadecimal characters of the genesis hash',
        ),
      ),
      name: text('name', 64),
      restUrl: httpUrl('restUrl'),
      addressPrefix: v.optional(v.picklist(bitcoinAddressPrefixes, 'addressPrefix must be bc, tb or bcrt')),
      priceFile: v.optional(text('priceFile', 1024)),
    },
    'a Bitcoin chain',
  ),
  v.check(
    (chain) => chain.addressPrefix !== undefined || knownPrefixOf(chain.caipNetworkId) !== undefined,
    'addressPrefix (bc, tb or bcrt) is required for a chain other than Bitcoin mainnet, testnet and the local regtest',
  ),
  v.transform((chain) => ({
    ...chain,
    // The check above makes sure one of the two is there.
    addressPrefix: (chain.addressPrefix ?? knownPrefixOf(chain.caipNetworkId)) as BitcoinAddressPrefix,
    // One form of the base, so that paths join without a double or a missing slash.
    restUrl: chain.restUrl.replace(/\/+$/, ''),
  })),
)

/**
 * The Bitcoin chains of the blockchain API: the esplora / mempool.space REST base each is read from
 * (`https://mempool.space/api`, the local chain's `http://127.0.0.1:18445/api`) and the prefix of
 * the addresses it takes. Nothing is asked of a chain that is not listed.
 */
export const bitcoinChainsSchema = v.pipe(
  v.array(bitcoinChainSchema, 'bitcoinChains must be a list of Bitcoin chains'),
  noRepeatedKeys(
    (chain) => chain.caipNetworkId,
    () => 'bitcoinChains lists a chain twice',
  ),
)

/** One configured Bitcoin chain, after validation. */
export type BitcoinChainConfig = v.InferOutput<typeof bitcoinChainSchema>

/** The configuration of a Bitcoin chain as written. */
export type BitcoinChainConfigInput = v.InferInput<typeof bitcoinChainSchema>
