import {
  bitcoin,
  bitcoinAddressFormat,
  bitcoinLocalnet,
  bitcoinTestnet,
  type BitcoinAddressFormat,
} from '@gatehouse/common'

/** The Bitcoin networks a development wallet can be on; only regtest (the local chain) has funds. */
export type BitcoinNetworkName = 'mainnet' | 'testnet' | 'regtest'

/** Every network name, mainnet first. */
export const bitcoinNetworkNames: readonly BitcoinNetworkName[] = ['mainnet', 'testnet', 'regtest']

const caipNetworkIds: Record<BitcoinNetworkName, string> = {
  mainnet: bitcoin.caipNetworkId,
  testnet: bitcoinTestnet.caipNetworkId,
  regtest: bitcoinLocalnet.caipNetworkId,
}

/** The CAIP-2 id of a network (`bip122:<genesis hash prefix>`). */
export function bitcoinCaipNetworkId(network: BitcoinNetworkName): string {
  return caipNetworkIds[network]
}

/** The network of a CAIP-2 id, or undefined for a chain the wallet does not know. */
export function bitcoinNetworkOf(caipNetworkId: string): BitcoinNetworkName | undefined {
  return bitcoinNetworkNames.find((network) => caipNetworkIds[network] === caipNetworkId)
}

/** The address format (bech32 prefix, base58 versions) of a network, as @scure/btc-signer takes it. */
export function bitcoinNetworkFormat(network: BitcoinNetworkName): BitcoinAddressFormat {
  const format = bitcoinAddressFormat(caipNetworkIds[network])
  if (!format) throw new Error(`No address format for Bitcoin ${network}`)
  return format
}
