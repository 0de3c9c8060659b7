/**
 * How a Bitcoin network writes addresses and keys: the bech32 prefix and the base58 version bytes
 * (the shape `@scure/btc-signer` and bitcoinjs take as their network object).
 */
export interface BitcoinAddressFormat {
  bech32: string
  pubKeyHash: number
  scriptHash: number
  wif: number
}

/** The bech32 prefixes of the Bitcoin networks: `bc` mainnet, `tb` testnet (and signet), `bcrt` regtest. */
export const bitcoinBech32Prefixes = ['bc', 'tb', 'bcrt'] as const

/** A bech32 prefix of `bitcoinBech32Prefixes`: which network's addresses. */
export type BitcoinBech32Prefix = (typeof bitcoinBech32Prefixes)[number]

const byPrefix: Record<BitcoinBech32Prefix, BitcoinAddressFormat> = {
  bc: { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 },
  tb: { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
  bcrt: { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
}

// By CAIP-2 id (the genesis hash prefix of mainnet, testnet and regtest), not by the network objects:
// the features that check addresses (Send, Receive) then share no network module with the page's
// first bundle, which would make the bundler split that bundle into more chunks.
const formats: Record<string, BitcoinAddressFormat> = {
  'bip122:000000000019d6689c085ae165831e93': byPrefix.bc,
  'bip122:000000000933ea01ad0ee984209779ba': byPrefix.tb,
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': byPrefix.bcrt,
}

/** The address format of a Bitcoin network by its CAIP-2 id, or undefined for an unknown one. */
export function bitcoinAddressFormat(caipNetworkId: string): BitcoinAddressFormat | undefined {
  return formats[caipNetworkId]
}

/**
 * The address format of the networks whose addresses start with the bech32 prefix `prefix`
 * (`bitcoinAddressFormatOfPrefix('bcrt')` is regtest's; `tb` serves testnet and signet alike).
 */
export function bitcoinAddressFormatOfPrefix(prefix: BitcoinBech32Prefix): BitcoinAddressFormat {
  return byPrefix[prefix]
}
