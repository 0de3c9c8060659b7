import { afterEach, describe, expect, it, vi } from 'vitest'
import { bitcoinLocalnet, localhost } from '@gatehouse/common'
import {
  createControllers,
  createFeatureContext,
  memoryStorageBackend,
  type Transaction,
} from '@gatehouse/controllers'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import {
  groupTransactions,
  keepTransactions,
  transactionDescription,
  transactionTitle,
} from './activityRules'
import { createActivityController } from './createActivityController'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const local = 'eip155:31337'

function transaction(
  id: string,
  overrides: Partial<Transaction['metadata']> = {},
  transfers?: Transaction['transfers'],
): Transaction {
  return {
    id,
    metadata: {
      operationType: 'send',
      minedAt: '2026-11-20T10:00:00.000Z',
      chain: local,
      sentFrom: address,
      sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      status: 'confirmed',
      ...overrides,
    },
    transfers: transfers ?? [
      { fungible_info: { name: 'Ether', symbol: 'ETH' }, direction: 'out', quantity: { numeric: '1.23456' } },
    ],
  }
}
const etherOut = { fungible_info: { symbol: 'ETH' }, direction: 'out' as const, quantity: { numeric: '1' } }
const spamNft = (name: string) => ({
  nft_info: { name, flags: { is_spam: true } },
  direction: 'in' as const,
  quantity: { numeric: '1' },
})

describe('activity rules', () => {
  it('keeps only the active chain and drops transactions whose every transfer is a spam NFT', () => {
    const kept = keepTransactions(
      [
        transaction('a'),
        transaction('b', { chain: 'eip155:1' }),
        transaction('c', { operationType: 'receive' }, [spamNft('Free Mint Reward #1')]),
        transaction('d', {}, [spamNft('Free Mint Reward #2'), etherOut]),
      ],
      local,
    )
    expect(kept.map((entry) => entry.id)).toEqual(['a', 'd'])
  })

  it('groups by year and month, newest first', () => {
    const now = new Date(2026, 10, 23)
    const groups = groupTransactions(
      [
        transaction('oct', { minedAt: new Date(2026, 9, 3).toISOString() }),
        transaction('nov-early', { minedAt: new Date(2026, 10, 2).toISOString() }),
        transaction('last-year', { minedAt: new Date(2025, 11, 30).toISOString() }),
        transaction('nov-late', { minedAt: new Date(2026, 10, 21).toISOString() }),
      ],
      now,
    )
    expect(groups.map((group) => [group.title, group.transactions.map((entry) => entry.id)])).toEqual([
      ['This month', ['nov-late', 'nov-early']],
      ['October', ['oct']],
      ['December 2025', ['last-year']],
    ])
  })

  it('titles and describes a row from what moved', () => {
    expect(transactionTitle(transaction('a'))).toBe('Sent')
    expect(transactionTitle(transaction('a', { operationType: 'mint' }))).toBe('Minted')
    expect(transactionDescription(transaction('a'))).toBe('-1.234 ETH')
    const received = transaction('b', { operationType: 'receive' }, [
      { fungible_info: { symbol: 'GUSD' }, direction: 'in', quantity: { numeric: '250' } },
      {
        nft_info: { name: 'Gatehouse Pass #3', flags: { is_spam: false } },
        direction: 'in',
        quantity: { numeric: '1' },
      },
    ])
    expect(transactionDescription(received)).toBe('+250.000 GUSD · Gatehouse Pass #3')
    expect(transactionDescription(transaction('c', { operationType: 'execute' }, []))).toBe('To 0x7099…79C8')
  })
})

/** Serves history pages of `pages` (by cursor), or fails every history call when `down`. */
function historyFetch(pages: Record<string, { data: Transaction[]; next: string | null }>, down = false) {
  const calls: URLSearchParams[] = []
  const events: unknown[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    if (url.pathname === '/v1/supported-chains') return Response.json({ http: [local], ws: [] })
    if (url.pathname === '/getAnalyticsConfig') return Response.json({ isAnalyticsEnabled: true })
    if (url.pathname === '/e') {
      events.push(JSON.parse(String(init?.body)))
      return new Response('{}', { status: 202 })
    }
    calls.push(url.searchParams)
    if (down) return new Response('{"message":"chain down"}', { status: 502 })
    return Response.json(pages[url.searchParams.get('cursor') ?? ''] ?? { data: [], next: null })
  })
  return { fetch, calls, events }
}

function setup(fetch: typeof globalThis.fetch) {
  const adapter = scriptedAdapter([localhost], address)
  const kit = createControllers(
    { networks: [localhost], adapters: [adapter], projectId: 'p1' },
    { storage: memoryStorageBackend(), fetch },
  )
  adapter.connectAs()
  return { kit, activity: createActivityController(createFeatureContext(kit)) }
}

afterEach(() => vi.restoreAllMocks())

describe('activity controller', () => {
  it('reads the first page, then the next one by its cursor, until there is none', async () => {
    const { fetch, calls } = historyFetch({
      '': { data: [transaction('1'), transaction('2')], next: 'page-2' },
      'page-2': { data: [transaction('3')], next: null },
    })
    const { activity } = setup(fetch)
    await activity.refresh()
    expect(activity.state).toMatchObject({ next: 'page-2', loading: false, empty: false })
    await activity.loadMore()
    expect(activity.state.transactions.map((entry) => entry.id)).toEqual(['1', '2', '3'])
    expect(activity.state.next).toBeUndefined()
    await activity.loadMore()
    expect(calls.map((query) => [query.get('chainId'), query.get('cursor')])).toEqual([
      [local, null],
      [local, 'page-2'],
    ])
  })

  it('says the list is empty when the account has no activity here', async () => {
    const { fetch } = historyFetch({ '': { data: [transaction('x', { chain: 'eip155:1' })], next: null } })
    const { activity } = setup(fetch)
    await activity.refresh()
    expect(activity.state).toMatchObject({ transactions: [], empty: true })
  })

  it('on failure empties the list, clears the cursor, shows the toast and reports the error', async () => {
    const pages = { '': { data: [transaction('1')], next: 'page-2' } }
    const { fetch, events } = historyFetch(pages, true)
    const { kit, activity } = setup(fetch)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await activity.refresh()
    expect(activity.state).toMatchObject({
      transactions: [],
      next: undefined,
      loading: false,
      empty: false,
      failed: true,
    })
    expect(kit.toast.state).toMatchObject({
      open: true,
      message: 'Failed to fetch transactions',
      variant: 'error',
    })
    await vi.waitFor(() => expect(events).toHaveLength(1))
    expect(events[0]).toMatchObject({ props: { event: 'ERROR_FETCH_TRANSACTIONS', address } })
  })
})

describe('a history that cannot be read is a failure, not an empty list', () => {
  it('Try again reads the history again and shows it', async () => {
    let down = true
    const pages = { '': { data: [transaction('1')], next: null } }
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      historyFetch(pages, down).fetch(input, init),
    )
    const { activity } = setup(fetch)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await activity.refresh()
    expect(activity.state).toMatchObject({ failed: true, empty: false })
    down = false
    await activity.refresh()
    expect(activity.state).toMatchObject({ failed: false, empty: false })
    expect(activity.state.transactions.map((entry) => entry.id)).toEqual(['1'])
  })

  it('a history that never answers ends as a failure after the 10 s HTTP timeout', async () => {
    vi.useFakeTimers()
    try {
      const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input))
        if (url.pathname === '/v1/supported-chains') return Response.json({ http: [local], ws: [] })
        if (!url.pathname.endsWith('/history')) return Response.json({})
        return new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        )
      })
      const { activity } = setup(fetch)
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      void activity.refresh()
      await vi.advanceTimersByTimeAsync(9_000)
      expect(activity.state).toMatchObject({ loading: true, failed: false, empty: false })
      await vi.advanceTimersByTimeAsync(1_500)
      expect(activity.state).toMatchObject({ loading: false, failed: true, empty: false })
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('activity on a Bitcoin account, as on Solana', () => {
  const payment = 'bcrt1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j2dkku3w'
  const regtest = bitcoinLocalnet.caipNetworkId
  const payments: Transaction[] = [
    {
      id: 'ab'.repeat(32),
      metadata: {
        operationType: 'send',
        hash: 'ab'.repeat(32),
        minedAt: '2026-11-20T10:00:00.000Z',
        chain: regtest,
        sentFrom: payment,
        sentTo: 'bcrt1pw53jtgez0wf69n06fchp0ctk48620zdscnrj8heh86wykp9mv20q7vd3gm',
        status: 'confirmed',
      },
      transfers: [
        {
          fungible_info: { name: 'Bitcoin', symbol: 'BTC' },
          direction: 'out',
          quantity: { numeric: '0.12345678' },
        },
      ],
    },
    { ...transaction('evm'), metadata: { ...transaction('evm').metadata, chain: 'eip155:1' } },
  ]

  it('reads the payment account’s history on the active Bitcoin network and shows BTC amounts', async () => {
    const queries: string[] = []
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input))
      if (url.pathname === '/v1/supported-chains') return Response.json({ http: [regtest], ws: [] })
      if (url.pathname === `/v1/account/${payment}/history`) {
        queries.push(url.searchParams.get('chainId') ?? '')
        return Response.json({ data: payments, next: null })
      }
      return Response.json({})
    })
    const adapter = { ...scriptedAdapter([bitcoinLocalnet], payment), namespace: 'bip122' as const }
    const kit = createControllers(
      { networks: [bitcoinLocalnet], adapters: [adapter], projectId: 'p1' },
      { storage: memoryStorageBackend(), fetch },
    )
    adapter.connectAs()
    const activity = createActivityController(createFeatureContext(kit))
    await activity.refresh()
    expect(queries).toEqual([regtest])
    expect(activity.state.transactions.map((entry) => entry.id)).toEqual(['ab'.repeat(32)])
    const [row] = activity.state.transactions as [Transaction]
    expect(transactionTitle(row)).toBe('Sent')
    expect(transactionDescription(row)).toBe('-0.123 BTC')
  })
})
