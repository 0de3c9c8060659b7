import type { BadgeType, CatalogueWallet } from './walletEntry'

/** One getWallets question, already validated. */
export interface WalletQuery {
  page: number
  entries: number
  include?: readonly string[]
  exclude?: readonly string[]
  chains?: readonly string[]
  /** Trimmed; empty means no search. */
  search?: string
  badgeType?: BadgeType
}

/** A wallet of the catalogue with its badge. */
export type BadgedWallet = CatalogueWallet & { badge_type: BadgeType }

interface IndexedWallet {
  wallet: BadgedWallet
  lowerName: string
  chains: ReadonlySet<string>
}

/**
 * The wallet catalogue: filters (include, exclude, chains, badge), a name search that ranks names
 * starting with the term first, and paging. Results keep the registry's order otherwise.
 */
export function createWalletCatalogue(wallets: readonly CatalogueWallet[], certifiedIds: readonly string[]) {
  const certified = new Set(certifiedIds)
  const indexed: IndexedWallet[] = wallets.map((wallet) => ({
    wallet: { ...wallet, badge_type: certified.has(wallet.id) ? 'certified' : 'none' },
    lowerName: wallet.name.toLowerCase(),
    chains: new Set(wallet.chains),
  }))
  const byImageId = new Map<string, BadgedWallet>()
  for (const { wallet } of indexed)
    if (wallet.image_id && !byImageId.has(wallet.image_id)) byImageId.set(wallet.image_id, wallet)

  function matches(entry: IndexedWallet, query: WalletQuery, term: string): boolean {
    const { id } = entry.wallet
    if (query.include?.length && !query.include.includes(id)) return false
    if (query.exclude?.includes(id)) return false
    if (query.badgeType && entry.wallet.badge_type !== query.badgeType) return false
    if (query.chains?.length && !query.chains.some((chain) => entry.chains.has(chain))) return false
    return !term || entry.lowerName.includes(term)
  }

  return {
    /** The page asked for and how many wallets match in all. */
    query(query: WalletQuery): { count: number; data: BadgedWallet[] } {
      const term = query.search?.toLowerCase() ?? ''
      const found = indexed.filter((entry) => matches(entry, query, term))
      // Stable partition: names that start with the term, then the rest, each in registry order.
      const ranked = term
        ? [
            ...found.filter((entry) => entry.lowerName.startsWith(term)),
            ...found.filter((entry) => !entry.lowerName.startsWith(term)),
          ]
        : found
      const start = (query.page - 1) * query.entries
      return {
        count: ranked.length,
        data: ranked.slice(start, start + query.entries).map((entry) => entry.wallet),
      }
    },

    /** The first wallet using this image id. */
    byImageId(imageId: string): BadgedWallet | undefined {
      return byImageId.get(imageId)
    },

    get size(): number {
      return indexed.length
    },
  }
}

/** The wallet catalogue of one service. */
export type WalletCatalogue = ReturnType<typeof createWalletCatalogue>
