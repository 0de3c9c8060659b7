import { solana, solanaDevnet, solanaLocalnet, solanaTestnet, type Network } from '@gatehouse/common'

/** A Wallet Standard chain id of Solana: `solana:mainnet`, `solana:devnet`, ... */
export type SolanaWalletChain = `solana:${string}`

/** The Solana networks the adapter knows without being told: mainnet, devnet, testnet and the local chain. */
export const defaultSolanaNetworks: readonly Network[] = [solana, solanaDevnet, solanaTestnet, solanaLocalnet]

/**
 * The Wallet Standard names of the clusters (`@solana/wallet-standard-chains`), by network id (the
 * first 32 characters of the cluster's genesis hash, its CAIP-2 reference).
 */
const clusterNames: ReadonlyMap<string, SolanaWalletChain> = new Map([
  [solana.id as string, 'solana:mainnet'],
  [solanaDevnet.id as string, 'solana:devnet'],
  [solanaTestnet.id as string, 'solana:testnet'],
  [solanaLocalnet.id as string, 'solana:localnet'],
])

/**
 * The chain id a Wallet Standard wallet uses for `network`: the cluster's name for the four known
 * clusters, otherwise the CAIP-2 id (`solana:<genesis hash prefix>`), which wallets also accept.
 */
export function walletChainOf(network: Pick<Network, 'id'>): SolanaWalletChain {
  return clusterNames.get(String(network.id)) ?? `solana:${String(network.id)}`
}

/** The network among `networks` that a wallet's chain id names (by cluster name or CAIP-2 id). */
export function networkOfWalletChain(chain: string, networks: readonly Network[]): Network | undefined {
  return networks.find(
    (network) =>
      network.chainNamespace === 'solana' &&
      (walletChainOf(network) === chain || `solana:${String(network.id)}` === chain),
  )
}

/** True when a Wallet Standard chain id is a Solana one. */
export function isSolanaWalletChain(chain: string): chain is SolanaWalletChain {
  return chain.startsWith('solana:') && chain.length > 'solana:'.length
}
