import { bitcoin, bitcoinLocalnet, bitcoinTestnet } from './bitcoin'

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

const formats: Record<string, BitcoinAddressFormat> = {
  [bitcoin.caipNetworkId]: { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 },
  [bitcoinTestnet.caipNetworkId]: { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
  [bitcoinLocalnet.caipNetworkId]: { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
}

/** The address format of a Bitcoin network by its CAIP-2 id, or undefined for an unknown one. */
export function bitcoinAddressFormat(caipNetworkId: string): BitcoinAddressFormat | undefined {
  return formats[caipNetworkId]
}
