import { proxy } from 'valtio/vanilla'
import { Limits, Timing } from '@gatehouse/common'
import type { ApiClient } from '../api/createApiClient'
import { describeWalletError } from '../connection/describeWalletError'
import type { OptionsState } from '../options/createOptionsController'
import type { Storage } from '../storage/createStorage'
import type { RecentWallet } from '../storage/storageKeys'
import { walletPageSchema, type WalletListing } from './walletListing'

type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

export interface CatalogueState {
  /** The first load (featured, recommended, first page); `error` means the bundled list is shown. */
  status: LoadStatus
  /** Why the catalogue could not be reached, when it could not. */
  error: string | undefined
  usingFallback: boolean
  featured: WalletListing[]
  recommended: WalletListing[]
  /** The wallets after featured and recommended, page by page. */
  wallets: WalletListing[]
  /** How many wallets `wallets` can grow to. */
  count: number
  page: number
  pageStatus: LoadStatus
  /** rdns of excluded wallets, so their injected twins hide as well. */
  excludedRdns: string[]
  recent: RecentWallet[]
  search: { query: string; results: WalletListing[]; status: LoadStatus }
}

export interface CatalogueDeps {
  api: ApiClient
  options: Pick<OptionsState, 'featuredWalletIds' | 'includeWalletIds' | 'excludeWalletIds'>
  storage: Storage
  /** CAIP-2 ids of the host's networks; the catalogue lists wallets for them. */
  chains: () => readonly string[]
  /** Warms the browser cache for a wallet image. */
  prefetchImage?: (url: string) => void
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The wallet catalogue (docs/reference/limits.md#wallet-catalogue): featured wallets first, 4 recommended, then 40 per page; search of
 * up to 100 results with a 300 ms minimum wait; include and exclude lists; recent wallets (at most
 * 2); the first 20 images prefetched. When the service cannot be reached, the bundled list stands in
 * and the failure is kept for a retry.
 */
export function createCatalogueController(deps: CatalogueDeps) {
  const { api, options, storage } = deps
  const state = proxy<CatalogueState>({
    status: 'idle',
    error: undefined,
    usingFallback: false,
    featured: [],
    recommended: [],
    wallets: [],
    count: 0,
    page: 0,
    pageStatus: 'idle',
    excludedRdns: [],
    recent: storage.get('recentWallets') ?? [],
    search: { query: '', results: [], status: 'idle' },
  })
  let loading: Promise<void> | undefined
  let searchSequence = 0
  const prefetched = new Set<string>()

  const list = (values: readonly string[]) => (values.length ? values.join(',') : undefined)

  function getWallets(query: Record<string, string | number | undefined>) {
    return api.getJson('/getWallets', { chains: list(deps.chains()), ...query }, walletPageSchema)
  }

  function imageUrl(wallet: Pick<WalletListing, 'image_id' | 'image_url'>): string | undefined {
    if (wallet.image_url) return wallet.image_url
    return wallet.image_id ? api.url(`/getWalletImage/${encodeURIComponent(wallet.image_id)}`) : undefined
  }

  function prefetchFirstImages() {
    const first = [...state.featured, ...state.recommended, ...state.wallets].slice(0, Limits.imagePrefetch)
    for (const wallet of first) {
      const url = imageUrl(wallet)
      if (!url || prefetched.has(url)) continue
      prefetched.add(url)
      deps.prefetchImage?.(url)
    }
  }

  /** Ids the paged list leaves out: excluded ones, and those already shown as featured or recommended. */
  function pagedExclusions(): string[] {
    return [...options.excludeWalletIds, ...[...state.featured, ...state.recommended].map((w) => w.id)]
  }

  async function showFallback(error: unknown) {
    // Loaded only when the service fails: most visitors never need the bundled list.
    const { fallbackWallets } = await import('./fallbackWallets')
    const { featuredWalletIds, includeWalletIds, excludeWalletIds } = options
    const allowed = fallbackWallets.filter(
      (wallet) =>
        !excludeWalletIds.includes(wallet.id) &&
        (includeWalletIds.length === 0 || includeWalletIds.includes(wallet.id)),
    )
    const featured = featuredWalletIds.flatMap((id) => allowed.filter((wallet) => wallet.id === id))
    const rest = allowed.filter((wallet) => !featured.includes(wallet))
    Object.assign(state, {
      status: 'error',
      error: describeWalletError(error),
      usingFallback: true,
      featured,
      recommended: rest.slice(0, Limits.recommendedWallets),
      wallets: rest.slice(Limits.recommendedWallets),
      count: Math.max(0, rest.length - Limits.recommendedWallets),
      page: 1,
      pageStatus: 'ready',
      excludedRdns: fallbackWallets
        .filter((wallet) => excludeWalletIds.includes(wallet.id) && wallet.rdns)
        .map((wallet) => wallet.rdns as string),
    } satisfies Partial<CatalogueState>)
  }

  async function loadFirst(): Promise<void> {
    const { featuredWalletIds, includeWalletIds, excludeWalletIds } = options
    state.status = 'loading'
    try {
      const [featured, recommended, excluded] = await Promise.all([
        featuredWalletIds.length
          ? getWallets({
              page: 1,
              entries: Math.min(featuredWalletIds.length, 100),
              include: list(featuredWalletIds),
              chains: undefined,
            })
          : undefined,
        getWallets({
          page: 1,
          entries: Limits.recommendedWallets,
          include: list(includeWalletIds),
          exclude: list([...excludeWalletIds, ...featuredWalletIds]),
        }),
        excludeWalletIds.length
          ? getWallets({
              page: 1,
              entries: Math.min(excludeWalletIds.length, 100),
              include: list(excludeWalletIds),
              chains: undefined,
            })
          : undefined,
      ])
      state.featured = featuredWalletIds.flatMap(
        (id) => featured?.data.filter((wallet) => wallet.id === id) ?? [],
      )
      state.recommended = recommended.data
      state.excludedRdns = (excluded?.data ?? []).flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : []))
      state.wallets = []
      state.page = 0
      await loadNextPage(true)
      Object.assign(state, { status: 'ready', error: undefined, usingFallback: false })
    } catch (error) {
      await showFallback(error)
    }
    prefetchFirstImages()
  }

  /** Loads the next page of 40 (for infinite scroll); a failure is kept in `pageStatus` for a retry. */
  async function loadNextPage(throwOnError = false): Promise<void> {
    if (state.pageStatus === 'loading') return
    if (state.page > 0 && state.wallets.length >= state.count) return
    state.pageStatus = 'loading'
    try {
      const page = await getWallets({
        page: state.page + 1,
        entries: Limits.walletsPerPage,
        include: list(options.includeWalletIds),
        exclude: list(pagedExclusions()),
      })
      const known = new Set(state.wallets.map((wallet) => wallet.id))
      state.wallets.push(...page.data.filter((wallet) => !known.has(wallet.id)))
      state.count = page.data.length < Limits.walletsPerPage ? state.wallets.length : page.count
      state.page += 1
      state.pageStatus = 'ready'
    } catch (error) {
      state.pageStatus = 'error'
      if (throwOnError) throw error
    }
  }

  return {
    state,
    imageUrl,

    /** Loads featured, recommended and the first page once; later calls share the same load. */
    load(): Promise<void> {
      loading ??= loadFirst()
      return loading
    },

    /** Tries the service again after a failure. */
    retry(): Promise<void> {
      loading = loadFirst()
      return loading
    },

    loadNextPage: () => loadNextPage(),

    /** A wallet the catalogue has loaded (featured, recommended, paged or found), by id. */
    find(id: string): WalletListing | undefined {
      return [...state.featured, ...state.recommended, ...state.wallets, ...state.search.results].find(
        (wallet) => wallet.id === id,
      )
    },

    /** The number the "All Wallets" entry shows. */
    total(): number {
      return state.featured.length + state.recommended.length + state.count
    },

    /** Searches the catalogue by name; stale answers are dropped, loading lasts at least 300 ms. */
    async search(query: string): Promise<void> {
      const sequence = ++searchSequence
      const term = query.trim()
      state.search.query = query
      if (!term) {
        Object.assign(state.search, { results: [], status: 'idle' })
        return
      }
      state.search.status = 'loading'
      const [result] = await Promise.allSettled([
        getWallets({
          page: 1,
          entries: Limits.searchResults,
          search: term.slice(0, 100),
          include: list(options.includeWalletIds),
          exclude: list(options.excludeWalletIds),
        }),
        sleep(Timing.minimumSearchWait),
      ])
      if (sequence !== searchSequence) return
      if (result.status === 'fulfilled') {
        Object.assign(state.search, { results: result.value.data, status: 'ready' })
        return
      }
      // Offline: search what is at hand, and say the catalogue could not be searched.
      const known = [...state.featured, ...state.recommended, ...state.wallets]
      const lower = term.toLowerCase()
      Object.assign(state.search, {
        results: known.filter((wallet) => wallet.name.toLowerCase().includes(lower)),
        status: 'error',
      })
    },

    /** Remembers a wallet the visitor connected with (most recent first, at most 2). */
    addRecent(wallet: RecentWallet) {
      const recent = [wallet, ...state.recent.filter((entry) => entry.id !== wallet.id)].slice(
        0,
        Limits.recentWallets,
      )
      state.recent = recent
      storage.set('recentWallets', recent)
    },
  }
}

export type CatalogueController = ReturnType<typeof createCatalogueController>
