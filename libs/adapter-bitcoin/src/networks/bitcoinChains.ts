import {
  bitcoin,
  bitcoinAddressFormat,
  bitcoinLocalnet,
  bitcoinTestnet,
  isBitcoinAddress,
  type Network,
} from '@gatehouse/common'

/** The adapter's networks when the host names none (AppKit's default too). */
export const defaultBitcoinNetworks: readonly Network[] = [bitcoin, bitcoinTestnet]

/** Wallet Standard's bitcoin chain ids (Exodus' bitcoin-wallet-standard chains) and their networks. */
const walletStandardChains: Readonly<Record<string, string>> = {
  'bitcoin:mainnet': bitcoin.caipNetworkId,
  'bitcoin:testnet': bitcoinTestnet.caipNetworkId,
  'bitcoin:regtest': bitcoinLocalnet.caipNetworkId,
}

/** The CAIP-2 id a Wallet Standard chain names: `bitcoin:*` mapped, a `bip122:*` id as it is. */
export function caipNetworkIdOfWalletChain(chain: string): string | undefined {
  if (Object.hasOwn(walletStandardChains, chain)) return walletStandardChains[chain]
  return chain.startsWith('bip122:') ? chain : undefined
}

/** The chain id a Wallet Standard wallet knows a network by (`bitcoin:mainnet`…, else its CAIP-2 id). */
export function walletChainOf(network: Network): string {
  const named = Object.entries(walletStandardChains).find(([, id]) => id === network.caipNetworkId)
  return named ? named[0] : network.caipNetworkId
}

/** The adapter's networks among a wallet's chains (`bitcoin:*` or CAIP-2 `bip122:*` ids). */
export function networksOfWalletChains(chains: readonly unknown[], networks: readonly Network[]): Network[] {
  const ids = new Set(
    chains.flatMap((chain) => (typeof chain === 'string' ? [caipNetworkIdOfWalletChain(chain)] : [])),
  )
  return networks.filter((network) => ids.has(network.caipNetworkId))
}

/** sats-connect's network names (`BitcoinNetworkType`) of the networks it shares with the kit. */
const satsConnectNames: Readonly<Record<string, string>> = {
  [bitcoin.caipNetworkId]: 'Mainnet',
  [bitcoinTestnet.caipNetworkId]: 'Testnet',
  [bitcoinLocalnet.caipNetworkId]: 'Regtest',
}

/** The name sats-connect gives a network (`wallet_changeNetwork`, `wallet_connect`), if it has one. */
export function satsConnectNetworkName(network: Network): string | undefined {
  return satsConnectNames[network.caipNetworkId]
}

/** The adapter's network a sats-connect network name stands for, if any. */
export function networkOfSatsConnectName(name: unknown, networks: readonly Network[]): Network | undefined {
  if (typeof name !== 'string') return undefined
  return networks.find(
    (network) => satsConnectNames[network.caipNetworkId]?.toLowerCase() === name.toLowerCase(),
  )
}

/**
 * Whether an address is written the way a network writes addresses (its bech32 prefix, its base58
 * versions); undefined for a network whose format the kit does not know.
 */
export function addressFits(address: string, network: Network): boolean | undefined {
  if (!bitcoinAddressFormat(network.caipNetworkId)) return undefined
  return isBitcoinAddress(address, network.caipNetworkId)
}

/**
 * The network a wallet's addresses are on: the first of `preferred` (the wallet's word, the kit's
 * choice, the current one) that one of them fits, else the first of `networks` one of them fits. A
 * network whose address format is unknown is taken only when preferred. Undefined when none fits.
 */
export function networkOfAddresses(
  addresses: readonly string[],
  preferred: readonly (Network | undefined)[],
  networks: readonly Network[],
): Network | undefined {
  for (const network of preferred) {
    if (network && addresses.some((address) => addressFits(address, network) !== false)) return network
  }
  return networks.find((network) => addresses.some((address) => addressFits(address, network) === true))
}
