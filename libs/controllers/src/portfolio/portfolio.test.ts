import { afterEach, describe, expect, it, vi } from 'vitest'
import { localhost, mainnet, type Network } from '@gatehouse/common'
import { createApiClient } from '../api/createApiClient'
import { createBlockchainClient } from '../blockchain/createBlockchainClient'
import { createChainController } from '../chain/createChainController'
import { createIdentityController } from '../identity/createIdentityController'
import { createStorage, memoryStorageBackend } from '../storage/createStorage'
import { createToastController } from '../toast/createToastController'
import { createPortfolioController } from './createPortfolioController'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ether = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 30000,
  price: 3000,
  quantity: { decimals: '18', numeric: '10' },
}
const points = {
  ...ether,
  name: 'Points',
  symbol: 'PTS',
  address: 'eip155:31337:0x1',
  quantity: { decimals: '0', numeric: '100' },
}
const dollars = {
  ...ether,
  name: 'Gatehouse USD',
  symbol: 'GUSD',
  address: 'eip155:31337:0x2',
  quantity: { decimals: '6', numeric: '5.5' },
}

/** Answers the blockchain API like apps/cloud for the chains in `supported`, and counts calls. */
function blockchainFetch(
  options: { supported?: string[]; failBalances?: boolean; identity?: object | 'down' } = {},
) {
  const paths: string[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    paths.push(`${url.pathname}${url.searchParams.get('forceUpdate') ? ' forced' : ''}`)
    if (url.pathname === '/v1/supported-chains')
      return Response.json({ http: options.supported ?? ['eip155:31337', 'eip155:1'], ws: [] })
    if (url.pathname.endsWith('/balance')) {
      if (options.failBalances) return new Response('{"message":"node down"}', { status: 502 })
      return Response.json({ balances: [ether, points, dollars] })
    }
    if (url.pathname.startsWith('/v1/identity/')) {
      if (options.identity === 'down') return new Response('{}', { status: 500 })
      return Response.json(options.identity ?? { name: null, avatar: null })
    }
    return new Response('not found', { status: 404 })
  })
  return { fetch, paths }
}

function setup(options: Parameters<typeof blockchainFetch>[0] & { network?: Network } = {}) {
  const { fetch, paths } = blockchainFetch(options)
  let time = 1_000_000
  const now = () => time
  const storage = createStorage(memoryStorageBackend())
  const network = options.network ?? localhost
  const chain = createChainController({ networks: [network, mainnet], storage })
  const toast = createToastController()
  const blockchain = createBlockchainClient(
    createApiClient({ baseUrl: 'http://cloud.test', projectId: 'p1', fetch }),
  )
  const portfolio = createPortfolioController({ chain, blockchain, storage, toast, now })
  const identity = createIdentityController({ chain, blockchain, storage, now })
  chain.setAccount('eip155', address)
  return { chain, portfolio, identity, toast, paths, storage, advance: (ms: number) => (time += ms) }
}

afterEach(() => vi.useRealTimers())

describe('portfolio', () => {
  it('lists native and token balances and drops tokens with 0 decimals', async () => {
    const { portfolio } = setup()
    await portfolio.load()
    expect(portfolio.state.status).toBe('ready')
    expect(portfolio.state.balances.map((balance) => balance.symbol)).toEqual(['ETH', 'GUSD'])
  })

  it('keeps balances 30 s, then reads them again; a forced read skips the cache', async () => {
    const { portfolio, paths, advance } = setup()
    await portfolio.load()
    advance(29_000)
    await portfolio.load()
    expect(paths.filter((path) => path.endsWith('/balance'))).toHaveLength(1)
    await portfolio.load({ force: true })
    expect(paths.filter((path) => path.endsWith('/balance forced'))).toHaveLength(1)
    advance(31_000)
    await portfolio.load()
    expect(paths.filter((path) => path.includes('/balance'))).toHaveLength(3)
  })

  it('reads the cache of a stored account after a reload', async () => {
    const first = setup()
    await first.portfolio.load()
    const chain = createChainController({ networks: [localhost], storage: first.storage })
    chain.setAccount('eip155', address)
    const { fetch, paths } = blockchainFetch()
    const blockchain = createBlockchainClient(
      createApiClient({ baseUrl: 'http://cloud.test', projectId: 'p1', fetch }),
    )
    const again = createPortfolioController({
      chain,
      blockchain,
      storage: first.storage,
      toast: createToastController(),
      now: () => 1_000_000 + 10_000,
    })
    await again.load()
    expect(again.state.balances.map((balance) => balance.symbol)).toEqual(['ETH', 'GUSD'])
    expect(paths).toEqual([])
  })

  it('says Token Balance Unavailable on a network the service does not support, without asking for balances', async () => {
    const { portfolio, paths } = setup({ supported: ['eip155:1'] })
    await portfolio.load()
    expect(portfolio.state.status).toBe('unsupported')
    expect(portfolio.state.balances).toEqual([])
    expect(paths).toEqual(['/v1/supported-chains'])
  })

  it('after a failure shows the toast and blocks retries for 30 s', async () => {
    const { portfolio, paths, toast, advance } = setup({ failBalances: true })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const balanceReads = () => paths.filter((path) => path.includes('/balance')).length
    await portfolio.load()
    expect(portfolio.state.status).toBe('failed')
    expect(toast.state).toMatchObject({ open: true, message: 'Token Balance Unavailable', variant: 'error' })
    const afterFailure = balanceReads()
    advance(29_000)
    await portfolio.load({ force: true })
    expect(balanceReads()).toBe(afterFailure)
    advance(2_000)
    await portfolio.load()
    expect(balanceReads()).toBeGreaterThan(afterFailure)
  })

  it('forgets the account on reset', async () => {
    const { portfolio } = setup()
    await portfolio.load()
    portfolio.reset()
    expect(portfolio.state).toMatchObject({ status: 'idle', balances: [], caipAddress: undefined })
  })
})

describe('identity', () => {
  it('is looked up for EVM accounts on networks that are not testnets, and kept 5 minutes', async () => {
    const { identity, chain, paths, advance } = setup({
      network: mainnet,
      identity: { name: 'gatehouse.eth', avatar: 'https://example.test/a.png' },
    })
    chain.setAccount('eip155', address)
    const lookup = identity.load()
    // While the lookup runs the name is not known yet: the Account view offers no "Choose a name".
    expect(identity.state).toMatchObject({ name: undefined, pending: true })
    await lookup
    expect(identity.state).toMatchObject({
      name: 'gatehouse.eth',
      avatar: 'https://example.test/a.png',
      pending: false,
    })
    advance(4 * 60_000)
    await identity.load()
    expect(paths.filter((path) => path.startsWith('/v1/identity/'))).toHaveLength(1)
    advance(61_000)
    await identity.load()
    expect(paths.filter((path) => path.startsWith('/v1/identity/'))).toHaveLength(2)
  })

  it('is never looked up on a testnet', async () => {
    const { identity, paths } = setup({ network: localhost })
    await identity.load()
    expect(identity.state.name).toBeUndefined()
    expect(paths).toEqual([])
  })

  it('shows no name when the lookup fails, and asks again next time', async () => {
    const { identity, paths } = setup({ network: mainnet, identity: 'down' })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const lookups = () => paths.filter((path) => path.startsWith('/v1/identity/')).length
    await identity.load()
    expect(identity.state).toMatchObject({ name: undefined, pending: false })
    expect(warn).toHaveBeenCalledOnce()
    const afterFailure = lookups()
    await identity.load()
    expect(lookups()).toBeGreaterThan(afterFailure)
  })
})
