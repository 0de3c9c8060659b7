import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletRegistryPath } from '../catalogue/loadWalletRegistry'
import type { WalletListing } from '../catalogue/walletEntry'
import { startCloud, type CloudHandle } from '../startCloud'
import { testDatabase } from '../../test/testDatabase'

type Registry = { id: string; name: string; chains: string[]; image_id: string }[]
type Page = { count: number; data: WalletListing[] }

describe('GET /getWallets', () => {
  let cloud: CloudHandle
  let registry: Registry
  const metaMask = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
  const rainbow = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'

  async function page(query: string): Promise<Page> {
    const response = await fetch(`${cloud.url}/getWallets?projectId=p1&${query}`)
    expect(response.status).toBe(200)
    return response.json() as Promise<Page>
  }
  async function badRequest(query: string): Promise<string> {
    const response = await fetch(`${cloud.url}/getWallets?${query}`)
    expect(response.status).toBe(400)
    return ((await response.json()) as { error: string }).error
  }

  beforeAll(async () => {
    registry = JSON.parse(await readFile(walletRegistryPath, 'utf8')) as Registry
    cloud = await startCloud({
      port: 0,
      ...(await testDatabase()),
      config: { certifiedWalletIds: [metaMask, rainbow] },
    })
    // Opening the database takes seconds more when the machine is busy.
  }, 60_000)
  afterAll(() => cloud.close())

  it('answers the first 40 wallets in registry order with the total count', async () => {
    const response = await fetch(`${cloud.url}/getWallets?projectId=p1`)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
    const { count, data } = (await response.json()) as Page
    expect(count).toBe(201)
    expect(data.map((wallet) => wallet.id)).toEqual(registry.slice(0, 40).map((wallet) => wallet.id))
  })

  it('pages through the catalogue', async () => {
    const second = await page('page=2&entries=40')
    expect(second.count).toBe(201)
    expect(second.data.map((wallet) => wallet.id)).toEqual(registry.slice(40, 80).map((wallet) => wallet.id))
    const last = await page('page=6&entries=40')
    expect(last.data).toHaveLength(1)
    expect((await page('page=7&entries=40')).data).toEqual([])
    expect((await page('entries=100')).data).toHaveLength(100)
  })

  it('answers each listing with the fields of a wallet listing and an absolute image URL', async () => {
    const [first] = (await page('entries=1')).data
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'id',
        'name',
        'homepage',
        'image_id',
        'image_url',
        'rdns',
        'mobile_link',
        'desktop_link',
        'webapp_link',
        'app_store',
        'play_store',
        'chrome_store',
        'chains',
        'badge_type',
      ].sort(),
    )
    expect(first).toMatchObject({
      name: 'Rainbow',
      rdns: 'me.rainbow',
      mobile_link: 'rainbow:',
      image_url: `${cloud.url}/getWalletImage/6089655c-cb7e-414b-f742-01fdc154be00`,
    })
    expect((await fetch(first?.image_url ?? '')).status).toBe(200)
  })

  it('searches names case-insensitively, names starting with the term first', async () => {
    const { count, data } = await page('search=%20WALLET%20&entries=100')
    const names = data.map((wallet) => wallet.name)
    expect(count).toBe(names.length)
    expect(names.every((name) => name.toLowerCase().includes('wallet'))).toBe(true)
    const firstNonPrefix = names.findIndex((name) => !name.toLowerCase().startsWith('wallet'))
    expect(firstNonPrefix).toBeGreaterThan(0)
    expect(names.slice(firstNonPrefix).every((name) => !name.toLowerCase().startsWith('wallet'))).toBe(true)
    // Within each group the registry order stays.
    const order = (name: string) => registry.findIndex((wallet) => wallet.name === name)
    const prefixed = names.slice(0, firstNonPrefix).map(order)
    expect(prefixed).toEqual([...prefixed].sort((a, b) => a - b))
    expect((await page('search=no-such-wallet-anywhere')).count).toBe(0)
  })

  it('includes, excludes and filters by chain', async () => {
    const included = await page(`include=${metaMask},${rainbow}`)
    expect(included.count).toBe(2)
    expect(included.data.map((wallet) => wallet.id)).toEqual([rainbow, metaMask])

    const excluded = await page(`exclude=${rainbow}&entries=1`)
    expect(excluded.count).toBe(200)
    expect(excluded.data[0]?.id).not.toBe(rainbow)

    const onArbitrum = await page('chains=eip155:42161&entries=100')
    const expected = registry.filter((wallet) => wallet.chains.includes('eip155:42161'))
    expect(onArbitrum.count).toBe(expected.length)
    expect(onArbitrum.data.every((wallet) => wallet.chains.includes('eip155:42161'))).toBe(true)

    const either = await page('chains=eip155:42161,eip155:10&entries=1')
    expect(either.count).toBe(
      registry.filter((wallet) =>
        wallet.chains.some((chain) => ['eip155:42161', 'eip155:10'].includes(chain)),
      ).length,
    )
    expect((await page('chains=eip155:1')).count).toBe(171)
  })

  it('marks the configured wallets certified and filters by badge', async () => {
    const certified = await page('badge_type=certified')
    expect(certified.data.map((wallet) => [wallet.id, wallet.badge_type])).toEqual([
      [rainbow, 'certified'],
      [metaMask, 'certified'],
    ])
    const others = await page('badge_type=none&entries=1')
    expect(others.count).toBe(199)
    expect(others.data[0]?.badge_type).toBe('none')
  })

  it.each([
    ['', 'projectId is required'],
    ['projectId=p1&entries=0', 'entries must be a whole number from 1 to 100'],
    ['projectId=p1&entries=101', 'entries must be a whole number from 1 to 100'],
    ['projectId=p1&entries=abc', 'entries must be a whole number from 1 to 100'],
    ['projectId=p1&entries=2.5', 'entries must be a whole number from 1 to 100'],
    ['projectId=p1&page=0', 'page must be a whole number from 1 to 100000'],
    ['projectId=p1&page=-1', 'page must be a whole number from 1 to 100000'],
    [
      'projectId=p1&chains=ethereum',
      'chains must be a comma-separated list of CAIP-2 chain ids such as eip155:1',
    ],
    ['projectId=p1&include=a%20b', 'include must be a comma-separated list of wallet ids'],
    [`projectId=p1&search=${'x'.repeat(101)}`, 'search must be at most 100 characters'],
    ['projectId=p1&badge_type=gold', "badge_type must be 'none' or 'certified'"],
  ])('answers 400 for %s', async (query, message) => {
    expect(await badRequest(query)).toBe(message)
  })

  it('serves a catalogue passed to startCloud instead of the registry', async () => {
    const wallets = Array.from({ length: 3 }, (_, copy) =>
      registry.slice(0, 200).map((wallet) => ({ ...wallet, id: `${wallet.id.slice(0, 60)}-${copy}` })),
    ).flat()
    const big = await startCloud({ port: 0, ...(await testDatabase()), wallets })
    try {
      const started = performance.now()
      const response = await fetch(`${big.url}/getWallets?projectId=p1&page=3&entries=40&search=wa`)
      const elapsed = performance.now() - started
      const { count } = (await response.json()) as Page
      expect(count).toBeGreaterThan(40)
      console.log(`getWallets over ${wallets.length} wallets (search, page 3): ${elapsed.toFixed(1)} ms`)
      expect(((await (await fetch(`${big.url}/getWallets?projectId=p1`)).json()) as Page).count).toBe(600)
    } finally {
      await big.close()
    }
  })

  it('refuses a malformed wallet list at start', async () => {
    await expect(startCloud({ port: 0, wallets: [{ id: 'x' } as never] })).rejects.toThrow(
      'Invalid wallet list: 0.name is required',
    )
  })

  it('serves the shipped registry, dropping only the one link no browser opens as an app', async () => {
    const registryLinks = registry as unknown as Record<string, unknown>[]
    const { data } = await page('entries=100&page=1')
    const more = await page('entries=100&page=2')
    const last = await page('entries=100&page=3')
    const served = new Map([...data, ...more.data, ...last.data].map((wallet) => [wallet.id, wallet]))
    const dropped: string[] = []
    for (const wallet of registryLinks) {
      const listing = served.get(wallet.id as string) as unknown as Record<string, unknown>
      for (const field of [
        'homepage',
        'mobile_link',
        'desktop_link',
        'webapp_link',
        'app_store',
        'play_store',
      ]) {
        if (listing[field] !== (wallet[field] ?? null)) dropped.push(`${String(wallet.name)}.${field}`)
      }
    }
    // `1inch:` is no scheme (a scheme starts with a letter): a browser reads `1inch://wc?uri=…` as a
    // path on the host's own site.
    expect(dropped).toEqual(['1inch Wallet.mobile_link'])
  })
})
