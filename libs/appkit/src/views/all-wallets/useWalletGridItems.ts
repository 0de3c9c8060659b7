import type { WalletListing } from '@gatehouse/controllers'
import { useKitState } from '@gatehouse/controllers/react'

/** A tile of the AllWallets grid (its image URL is made only when the tile is on screen). */
export interface WalletGridItem {
  wallet: WalletListing
  installed: boolean
  recent: boolean
}

/**
 * The wallets the AllWallets grid shows: the search results while searching, otherwise featured,
 * recommended and then the paged list; each marked installed (its rdns announced in this browser)
 * or recent. Wallets hidden by the exclude list never appear.
 */
export function useWalletGridItems(searching: boolean): WalletGridItem[] {
  const catalogue = useKitState((k) => k.catalogue.state)
  const connectors = useKitState((k) => k.connectors.state)
  const installedRdns = new Set(connectors.connectors.flatMap((connector) => connector.info?.rdns ?? []))
  const recentIds = new Set(catalogue.recent.map((wallet) => wallet.id))
  const wallets = searching
    ? catalogue.search.results
    : [...catalogue.featured, ...catalogue.recommended, ...catalogue.wallets]
  const seen = new Set<string>()
  const items: WalletGridItem[] = []
  for (const wallet of wallets as readonly WalletListing[]) {
    if (seen.has(wallet.id)) continue
    seen.add(wallet.id)
    items.push({
      wallet,
      installed: Boolean(wallet.rdns && installedRdns.has(wallet.rdns)),
      recent: recentIds.has(wallet.id),
    })
  }
  return items
}
