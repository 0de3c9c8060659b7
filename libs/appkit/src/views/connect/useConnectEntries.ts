import { Limits } from '@gatehouse/common'
import { useKit, useKitState } from '@gatehouse/controllers/react'
import {
  connectorsOfNamespace,
  connectSections,
  isConnectorVisible,
  type CatalogueSections,
  type ConnectEntry,
  type WalletListing,
} from '@gatehouse/controllers'

export interface ConnectEntries {
  discovered: boolean
  entries: ConnectEntry[]
  /**
   * How many catalogue wallets (featured and recommended) are on their way: their rows are held, so
   * that "All Wallets" does not move down under the visitor's pointer when they arrive.
   */
  pendingWallets: number
  /** The "All Wallets" entry: shown when WalletConnect is available and the feature is on. */
  allWallets: { count: number; loading: boolean } | undefined
}

/**
 * The Connect view's wallet entries in the order of docs/reference/limits.md#connector-order: WalletConnect, recent, installed,
 * featured, custom, external, recommended. A catalogue wallet that is installed in this browser is
 * listed once, as the installed connector.
 */
export function useConnectEntries(): ConnectEntries {
  const kit = useKit()
  const connectors = useKitState((k) => k.connectors.state)
  const options = useKitState((k) => k.options.state)
  const catalogue = useKitState((k) => k.catalogue.state)
  // Limited to one chain (SwitchActiveChain): only its wallets, and WalletConnect if it connects that chain.
  const namespace = useKitState((k) => k.router.state).data?.namespace
  const walletConnectNamespace = kit.walletConnectNamespace()
  const walletConnect =
    walletConnectNamespace !== undefined && (namespace === undefined || walletConnectNamespace === namespace)
  const context = {
    isMobile: kit.platform.isMobile(),
    hasInjectedProvider: kit.platform.hasInjectedProvider(),
    excludeWalletIds: options.excludeWalletIds,
    excludedRdns: catalogue.excludedRdns,
  }
  const listed = namespace ? connectorsOfNamespace(connectors.connectors, namespace) : connectors.connectors
  const visible = listed.filter(
    (connector) =>
      isConnectorVisible(connector, context) &&
      // On phones the wallet apps are listed one by one; the generic WalletConnect entry is desktop-only,
      // and it is left out while the host turned WalletConnect off (enableWalletConnect: false).
      !(connector.type === 'WALLET_CONNECT' && (context.isMobile || !walletConnect)),
  )
  const installedRdns = new Set(visible.flatMap((connector) => connector.info?.rdns ?? []))
  const toEntries = (wallets: readonly WalletListing[]): ConnectEntry[] =>
    wallets
      .filter((wallet) => !wallet.rdns || !installedRdns.has(wallet.rdns))
      .map((wallet) => ({
        key: `wallet:${wallet.id}`,
        name: wallet.name,
        imageUrl: kit.catalogue.imageUrl(wallet),
        walletId: wallet.id,
        wallet: wallet as WalletListing,
      }))
  const sections: CatalogueSections = walletConnect
    ? {
        recent: catalogue.recent
          .filter((wallet) => !wallet.rdns || !installedRdns.has(wallet.rdns))
          .map((wallet) => ({
            key: `recent:${wallet.id}`,
            name: wallet.name,
            imageUrl: wallet.imageUrl,
            walletId: wallet.id,
            recent: true,
          })),
        featured: toEntries(catalogue.featured),
        recommended: toEntries(catalogue.recommended),
      }
    : {}
  const catalogueLoading = catalogue.status === 'idle' || catalogue.status === 'loading'
  const picksPending =
    walletConnect && catalogueLoading && catalogue.featured.length === 0 && catalogue.recommended.length === 0
  return {
    discovered: connectors.discovered,
    entries: connectSections(visible, sections),
    pendingWallets: picksPending ? options.featuredWalletIds.length + Limits.recommendedWallets : 0,
    allWallets:
      walletConnect && options.features.allWallets
        ? { count: kit.catalogue.total(), loading: catalogueLoading }
        : undefined,
  }
}
