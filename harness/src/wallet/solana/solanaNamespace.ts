import { solana, solanaDevnet, solanaTestnet } from '@gatehouse/common'
import type { SessionTypes } from '@walletconnect/types'

/** A Solana cluster the wallet signs for: its CAIP-2 id and the node it sends transactions to. */
export interface SampleSolanaChain {
  /** `solana:` and the first 32 characters of the cluster's genesis hash. */
  chainId: string
  rpcUrl: string
}

/** The Solana methods the wallet approves sessions for (WalletConnect's Solana JSON-RPC). */
export const solanaMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

const publicClusters: SampleSolanaChain[] = [solana, solanaDevnet, solanaTestnet].map((network) => ({
  chainId: `solana:${network.id}`,
  rpcUrl: network.rpcUrls.default.http[0] as string,
}))

/** The configured clusters (the local one first) followed by the public ones it does not repeat. */
export function solanaWalletChains(configured: readonly SampleSolanaChain[] = []): SampleSolanaChain[] {
  const known = new Set(configured.map((chain) => chain.chainId))
  return [...configured, ...publicClusters.filter((chain) => !known.has(chain.chainId))]
}

/** True for a CAIP-2 (or CAIP-10) id in the solana namespace. */
export function isSolanaChain(value: string): boolean {
  return value.startsWith('solana:')
}

/** The solana namespace the wallet supports for one address over `chains`. */
export function solanaNamespace(
  chains: readonly SampleSolanaChain[],
  address: string,
): Required<SessionTypes.Namespace> {
  const ids = chains.map((chain) => chain.chainId)
  return {
    chains: ids,
    methods: [...solanaMethods],
    events: [],
    accounts: ids.map((chain) => `${chain}:${address}`),
  }
}
