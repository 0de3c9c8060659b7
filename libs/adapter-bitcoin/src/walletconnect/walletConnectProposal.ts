import type { CaipNetworkId, Network } from '@gatehouse/common'
import type { WalletConnectNamespaceProposal } from '@gatehouse/controllers'

/** The bip122 methods the adapter asks a WalletConnect wallet for (WalletConnect's Bitcoin JSON-RPC). */
export const bitcoinWalletConnectMethods = [
  'getAccountAddresses',
  'signMessage',
  'signPsbt',
  'sendTransfer',
] as const

/**
 * The bip122 events: the spec's `bip122_addressesChanged`, and the `accountsChanged`/`chainChanged`
 * AppKit asks for (wallets built for AppKit send those).
 */
export const bitcoinWalletConnectEvents = [
  'bip122_addressesChanged',
  'accountsChanged',
  'chainChanged',
] as const

/** The bip122 namespace of a WalletConnect proposal: the networks (active one first) and their REST bases. */
export function walletConnectProposal(
  networks: readonly Network[],
  active: Network | undefined,
): WalletConnectNamespaceProposal {
  const ordered = active
    ? [active, ...networks.filter((network) => network.caipNetworkId !== active.caipNetworkId)]
    : [...networks]
  return {
    namespace: 'bip122',
    chains: ordered.map((network) => network.caipNetworkId as CaipNetworkId),
    methods: [...bitcoinWalletConnectMethods],
    events: [...bitcoinWalletConnectEvents],
    rpcMap: Object.fromEntries(
      ordered.flatMap((network) => {
        const url = network.rpcUrls.default.http[0]
        return url ? [[network.caipNetworkId, url]] : []
      }),
    ),
  }
}
