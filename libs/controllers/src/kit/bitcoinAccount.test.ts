import { beforeEach, describe, expect, it, vi } from 'vitest'
import { bitcoinLocalnet, mainnet } from '@gatehouse/common'
import { memoryStorageBackend } from '../storage/createStorage'
import { scriptedAdapter } from '../testing/scriptedAdapter'
import { scriptedAdapterOf } from '../testing/kitParts'
import { desktopTestPlatform } from '../testing/testPlatform'
import { createControllers } from './createControllers'

// A Bitcoin account beside an EVM one: its native balance comes from the Bitcoin adapter, its Tokens
// from the blockchain API, and both are read again once a payment it sent is in a block.

const payment = 'bcrt1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j2dkku3w'
const chainId = bitcoinLocalnet.caipNetworkId
const btc = {
  name: 'Bitcoin',
  symbol: 'BTC',
  chainId,
  price: 60_000,
  value: 7407.4068,
  quantity: { decimals: '8', numeric: '0.12345678' },
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup() {
  const requests: string[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    requests.push(`${url.pathname}?chainId=${url.searchParams.get('chainId') ?? ''}`)
    if (url.pathname === '/v1/supported-chains') return Response.json({ http: [chainId], ws: [] })
    if (url.pathname === `/v1/account/${payment}/balance`) return Response.json({ balances: [btc] })
    return Response.json({ features: [] })
  })
  const evm = scriptedAdapter([mainnet])
  const base = scriptedAdapterOf('bip122', [bitcoinLocalnet])
  const adapter = {
    ...base,
    getAccounts: vi.fn(async () => [{ address: payment }]),
    getBalance: vi.fn(async () => ({ balance: '0.12345678', symbol: 'BTC' })),
  }
  const kit = createControllers(
    { networks: [mainnet, bitcoinLocalnet], adapters: [evm, adapter], projectId: 'test' },
    { storage: memoryStorageBackend(), platform: desktopTestPlatform, fetch },
  )
  return { kit, adapter, requests }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('a Bitcoin account', () => {
  it('is the payment account, with its BTC balance from the adapter and its Tokens from the blockchain API', async () => {
    const { kit, adapter, requests } = setup()
    adapter.connectAs(payment)
    kit.chain.setActiveNamespace('bip122')
    await settle()
    expect(kit.chain.account('bip122')).toMatchObject({
      address: payment,
      caipAddress: `${chainId}:${payment}`,
      allAccounts: [{ address: payment, type: 'payment' }],
      balance: '0.12345678',
      balanceSymbol: 'BTC',
    })
    expect(adapter.getBalance).toHaveBeenCalledWith({ address: payment, network: bitcoinLocalnet })
    await kit.portfolio.load()
    expect(kit.portfolio.state).toMatchObject({ status: 'ready', balances: [btc] })
    expect(requests).toContain(`/v1/account/${payment}/balance?chainId=${chainId}`)
  })

  it('has both balances read again once a payment it sent is in a block', async () => {
    const { kit, adapter } = setup()
    adapter.connectAs(payment)
    kit.chain.setActiveNamespace('bip122')
    await settle()
    await kit.portfolio.load()
    expect(adapter.getBalance).toHaveBeenCalledOnce()
    let mined: (result: { status: 'success' }) => void = () => {}
    adapter.waitForTransaction.mockImplementationOnce(() => new Promise((resolve) => (mined = resolve)))
    adapter.setup.mock.calls[0]?.[0].events.transactionSent('ab'.repeat(32))
    await settle()
    expect(adapter.waitForTransaction).toHaveBeenCalledWith('ab'.repeat(32))
    expect(adapter.getBalance).toHaveBeenCalledOnce()
    mined({ status: 'success' })
    await vi.waitFor(() => expect(adapter.getBalance).toHaveBeenCalledTimes(2))
  })
})
