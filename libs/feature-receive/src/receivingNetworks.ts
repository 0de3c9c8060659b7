import { isBitcoinAddress, type Network } from '@gatehouse/common'

/**
 * The configured networks an address can receive on. An EVM or Solana address is the same on every
 * network of its chain; a Bitcoin address names its network (`bc1…` mainnet, `tb1…` testnet, `bcrt1…`
 * regtest), so a payment account lists only the networks whose addresses look like it.
 */
export function receivingNetworks(address: string, networks: readonly Network[]): Network[] {
  return networks.filter(
    (network) => network.chainNamespace !== 'bip122' || isBitcoinAddress(address, network.caipNetworkId),
  )
}
