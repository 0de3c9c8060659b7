import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../api/createApiClient'
import { createStorage, memoryStorageBackend } from '../storage/createStorage'
import { createCatalogueController } from './createCatalogueController'
import { fallbackWallets } from './fallbackWallets'
import type { WalletListing } from './walletListing'

const catalogue: WalletListing[] = Array.from({ length: 130 }, (_, index) => ({
  id: `w${index}`,
  name: index === 7 ? 'Rainbow' : `Wallet ${index}`,
  image_id: `img-${index}`,
  rdns: index === 3 ? 'io.metamask' : null,
  chains: ['eip155:1'],
}))

/** Answers `getWallets` the way the service does, and records each query. */
function catalogueFetch(options: { down?: boolean } = {}) {
  const queries: URLSearchParams[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    queries.push(url.searchParams)
    if (options.down) throw new TypeError('Failed to fetch')
    const get = (key: string) => url.searchParams.get(key)
    const include = get('include')?.split(',')
    const exclude = get('exclude')?.split(',') ?? []
    const search = get('search')?.toLowerCase()
    const matching = catalogue.filter(
      (wallet) =>
        (!include || include.includes(wallet.id)) &&
        !exclude.includes(wallet.id) &&
        (!search || wallet.name.toLowerCase().includes(search)),
    )
    const entries = Number(get('entries'))
    const page = Number(get('page'))
    const data = matching.slice((page - 1) * entries, page * entries)
    return new Response(JSON.stringify({ count: matching.length, data }))
  })
  return { fetch, queries }
}

function setup(
  options: Partial<{ featured: string[]; include: string[]; exclude: string[]; down: boolean }> = {},
) {
  const { fetch, queries } = catalogueFetch({ down: options.down ?? false })
  const storage = createStorage(memoryStorageBackend())
  const prefetchImage = vi.fn()
  const controller = createCatalogueController({
    api: createApiClient({ baseUrl: 'http://cloud.test', projectId: 'p1', fetch }),
    options: {
      featuredWalletIds: options.featured ?? [],
      includeWalletIds: options.include ?? [],
      excludeWalletIds: options.exclude ?? [],
    },
    storage,
    chains: () => ['eip155:1', 'eip155:31337'],
    prefetchImage,
  })
  return { controller, queries, storage, prefetchImage, fetch }
}

afterEach(() => vi.useRealTimers())

describe('catalogue', () => {
  it('loads 4 recommended and a first page of 40 without repeating them', async () => {
    const { controller, queries } = setup()
    await controller.load()
    expect(controller.state.recommended.map((w) => w.id)).toEqual(['w0', 'w1', 'w2', 'w3'])
    expect(controller.state.wallets).toHaveLength(40)
    expect(controller.state.wallets[0]?.id).toBe('w4')
    expect(controller.total()).toBe(130)
    expect(queries[0]?.get('chains')).toBe('eip155:1,eip155:31337')
    expect(queries[0]?.get('projectId')).toBe('p1')
  })

  it('pages 40 at a time until the count is reached', async () => {
    const { controller } = setup()
    await controller.load()
    await controller.loadNextPage()
    await controller.loadNextPage()
    await controller.loadNextPage()
    expect(controller.state.wallets).toHaveLength(126)
    const before = controller.state.page
    await controller.loadNextPage()
    expect(controller.state.page).toBe(before)
  })

  it('puts featured wallets first, in the order the host gave', async () => {
    const { controller } = setup({ featured: ['w9', 'w5'] })
    await controller.load()
    expect(controller.state.featured.map((w) => w.id)).toEqual(['w9', 'w5'])
    expect(controller.state.recommended.map((w) => w.id)).not.toContain('w9')
    expect(controller.state.wallets.map((w) => w.id)).not.toContain('w5')
  })

  it('keeps to the include list and leaves out excluded wallets, remembering their rdns', async () => {
    const { controller } = setup({ include: ['w1', 'w2', 'w3', 'w4', 'w5', 'w6'], exclude: ['w3'] })
    await controller.load()
    const shown = [...controller.state.recommended, ...controller.state.wallets].map((w) => w.id)
    expect(shown).toEqual(['w1', 'w2', 'w4', 'w5', 'w6'])
    expect(controller.state.excludedRdns).toEqual(['io.metamask'])
  })

  it('prefetches the images of the first 20 wallets only', async () => {
    const { controller, prefetchImage } = setup()
    await controller.load()
    expect(prefetchImage).toHaveBeenCalledTimes(20)
    expect(prefetchImage).toHaveBeenCalledWith(
      expect.stringMatching(/^http:\/\/cloud\.test\/getWalletImage\/img-0\?projectId=p1/),
    )
  })

  it('falls back to the bundled list when the service is down, and recovers on retry', async () => {
    const { controller, fetch } = setup({ down: true })
    await controller.load()
    expect(controller.state.status).toBe('error')
    expect(controller.state.usingFallback).toBe(true)
    expect(controller.state.error).toBe('HTTP request failed.')
    expect(controller.total()).toBe(fallbackWallets.length)
    expect(controller.total()).toBeGreaterThan(0)

    fetch.mockImplementation(catalogueFetch().fetch)
    await controller.retry()
    expect(controller.state.status).toBe('ready')
    expect(controller.state.usingFallback).toBe(false)
    expect(controller.total()).toBe(130)
  })

  it('shows the bundled list with its bundled images when the service is down: no image is asked for', async () => {
    const { controller, prefetchImage } = setup({ down: true })
    await controller.load()
    const shown = [...controller.state.recommended, ...controller.state.wallets]
    expect(shown.length).toBe(fallbackWallets.length)
    for (const wallet of shown) expect(controller.imageUrl(wallet)).toMatch(/^data:image\/svg\+xml,/)
    for (const [url] of prefetchImage.mock.calls) expect(url).not.toMatch(/^https?:/)
  })

  it('searches up to 100 results and keeps loading for at least 300 ms', async () => {
    vi.useFakeTimers()
    const { controller, queries } = setup()
    const search = controller.search('wallet 1')
    expect(controller.state.search.status).toBe('loading')
    await vi.advanceTimersByTimeAsync(299)
    expect(controller.state.search.status).toBe('loading')
    await vi.advanceTimersByTimeAsync(1)
    await search
    expect(controller.state.search.status).toBe('ready')
    expect(controller.state.search.results.length).toBeGreaterThan(10)
    expect(queries.at(-1)?.get('entries')).toBe('100')
    expect(queries.at(-1)?.get('search')).toBe('wallet 1')
  })

  it('drops the answer to an older search', async () => {
    vi.useFakeTimers()
    const { controller } = setup()
    const first = controller.search('rain')
    const second = controller.search('wallet 12')
    await vi.advanceTimersByTimeAsync(300)
    await Promise.all([first, second])
    expect(controller.state.search.query).toBe('wallet 12')
    expect(controller.state.search.results.map((w) => w.name)).toEqual([
      'Wallet 12',
      'Wallet 120',
      'Wallet 121',
      'Wallet 122',
      'Wallet 123',
      'Wallet 124',
      'Wallet 125',
      'Wallet 126',
      'Wallet 127',
      'Wallet 128',
      'Wallet 129',
    ])
  })

  it('an empty search clears the results at once', async () => {
    const { controller, fetch } = setup()
    await controller.search('   ')
    expect(controller.state.search.status).toBe('idle')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('searches what it has when the service is down, and says so', async () => {
    vi.useFakeTimers()
    const { controller } = setup({ down: true })
    // Each call is retried 3 times (150, 300 and 600 ms apart) before it counts as failed.
    const load = controller.load()
    await vi.advanceTimersByTimeAsync(1_050)
    await load
    const search = controller.search('rain')
    await vi.advanceTimersByTimeAsync(300 + 1_050)
    await search
    expect(controller.state.search.status).toBe('error')
    expect(controller.state.search.results.map((w) => w.name)).toEqual(['Rainbow'])
  })

  it('remembers at most 2 recent wallets, newest first, across instances', () => {
    const { controller, storage } = setup()
    controller.addRecent({ id: 'a', name: 'A' })
    controller.addRecent({ id: 'b', name: 'B' })
    controller.addRecent({ id: 'a', name: 'A' })
    controller.addRecent({ id: 'c', name: 'C' })
    expect(controller.state.recent.map((w) => w.id)).toEqual(['c', 'a'])
    expect(storage.get('recentWallets')?.map((w) => w.id)).toEqual(['c', 'a'])
  })
})
