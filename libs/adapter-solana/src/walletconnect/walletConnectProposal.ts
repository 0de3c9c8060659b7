import type { CaipNetworkId, Network } from '@gatehouse/common'
import type { WalletConnectNamespaceProposal } from '@gatehouse/controllers'

/** The Solana methods the adapter asks a WalletConnect wallet for (WalletConnect's Solana JSON-RPC). */
export const solanaWalletConnectMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

/** The solana namespace of a WalletConnect proposal: the networks (active one first) and their RPC URLs. */
export function walletConnectProposal(
  networks: readonly Network[],
  active: Network | undefined,
): WalletConnectNamespaceProposal {
  const ordered = active ? [active, ...networks.filter((network) => network !== active)] : [...networks]
  const chainId = (network: Network) => `solana:${String(network.id)}` as CaipNetworkId
  return {
    namespace: 'solana',
    chains: ordered.map(chainId),
    methods: [...solanaWalletConnectMethods],
    events: [],
    rpcMap: Object.fromEntries(
      ordered.flatMap((network) => {
        const url = network.rpcUrls.default.http[0]
        return url ? [[chainId(network), url]] : []
      }),
    ),
  }
}
