import { afterEach, describe, expect, it, vi } from 'vitest'
import { bitcoinLocalnet, mainnet } from '@gatehouse/common'
import { memoryStorageBackend } from '@gatehouse/controllers'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { destroyTestKits, testKit } from '../testing/testKits'

// A Bitcoin payment account in the modal and the page's buttons: the parts that are not specific to
// a chain must treat bip122 as they treat eip155 and solana.

afterEach(destroyTestKits)

const payment = 'bcrt1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j2dkku3w'
const chainId = bitcoinLocalnet.caipNetworkId
const btc = {
  name: 'Bitcoin',
  symbol: 'BTC',
  chainId,
  quantity: { decimals: '8', numeric: '1.23456789' },
  price: 60_000,
  value: 74_074.07,
}

/** A kit with an EVM and a Bitcoin adapter, the Bitcoin account restored from a previous visit. */
function bitcoinKit() {
  const backend = memoryStorageBackend()
  const stored = {
    connectionStatus: 'connected',
    connectedNamespaces: ['bip122'],
    connectedConnectorIds: { bip122: 'io.test' },
    activeNamespace: 'bip122',
  }
  for (const [key, value] of Object.entries(stored))
    backend.setItem(`@gatehouse/${key}`, JSON.stringify(value))
  const evm = scriptedAdapter([mainnet])
  const base = scriptedAdapter([bitcoinLocalnet], payment)
  const btcAdapter = {
    ...base,
    namespace: 'bip122' as const,
    getBalance: vi.fn(async () => ({ balance: '1.23456789', symbol: 'BTC' })),
  }
  btcAdapter.reconnect.mockResolvedValue({
    address: payment,
    chainId: bitcoinLocalnet.id,
    connectorId: 'io.test',
    accounts: [{ address: payment }],
  })
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    if (url.pathname === '/v1/supported-chains') return Response.json({ http: [chainId], ws: [] })
    if (url.pathname === `/v1/account/${payment}/balance`) return Response.json({ balances: [btc] })
    if (url.pathname.endsWith('/history')) return Response.json({ data: [], next: null })
    if (url.pathname.endsWith('/nfts')) return Response.json({ data: [] })
    return Response.json({ features: [] })
  })
  const appkit = testKit(
    { networks: [mainnet, bitcoinLocalnet], adapters: [evm, btcAdapter] },
    { storage: backend, fetch },
  )
  return { appkit, btcAdapter, fetch }
}

const modal = () => document.querySelector('gatehouse-modal')?.shadowRoot
const modalText = () => modal()?.textContent ?? ''

describe('a Bitcoin payment account', () => {
  it('is reported as the payment account of the active namespace', async () => {
    const { appkit } = bitcoinKit()
    await appkit.ready()
    expect(appkit.getState().activeChain).toBe('bip122')
    expect(appkit.getAccount('bip122')).toMatchObject({
      address: payment,
      caipAddress: `${chainId}:${payment}`,
      isConnected: true,
      allAccounts: [{ address: payment, type: 'payment' }],
    })
    expect(appkit.getNetwork()).toMatchObject({ caipNetworkId: chainId })
  })

  it('shows in <appkit-account-button> shortened 4+6 with its BTC balance to 3 decimals, rounded down', async () => {
    const { appkit } = bitcoinKit()
    const element = document.createElement('appkit-account-button')
    element.setAttribute('namespace', 'bip122')
    document.body.append(element)
    await appkit.ready()
    const button = () => element.shadowRoot?.querySelector('button')
    await vi.waitFor(() => expect(button()?.textContent).toContain('bcrt…dkku3w'))
    await vi.waitFor(() => expect(button()?.textContent).toContain('1.234 BTC'))
  })

  it('has an Account view with its address, balance, network, Tokens in BTC, and Receive and Send but no Buy or Swap', async () => {
    const { appkit } = bitcoinKit()
    await appkit.ready()
    await appkit.open()
    await vi.waitFor(() => expect(modalText()).toContain('bcrt…dkku3w'))
    await vi.waitFor(() => expect(modalText()).toContain('1.234 BTC'))
    expect(modalText()).toContain('Bitcoin Regtest')
    const buttons = () =>
      [...(modal()?.querySelectorAll('.gh-account__features button') ?? [])].map(
        (button) => button.textContent,
      )
    await vi.waitFor(() => expect(buttons()).toEqual(['Receive', 'Send']))
    // The Tokens tab: BTC from the blockchain API, 3 decimals rounded down.
    await vi.waitFor(() =>
      expect(modal()?.querySelector('[aria-label="Tokens"]')?.textContent).toContain('Bitcoin'),
    )
    expect(modal()?.querySelector('[aria-label="Tokens"]')?.textContent).toContain('1.234')
  })

  it('is grouped under Bitcoin in the Networks view', async () => {
    const { appkit } = bitcoinKit()
    await appkit.ready()
    await appkit.open({ view: 'Networks' })
    await vi.waitFor(() => expect(modal()?.querySelector('[aria-label="Bitcoin networks"]')).not.toBeNull())
    expect(modal()?.querySelector('[aria-label="Bitcoin networks"]')?.textContent).toContain(
      'Bitcoin Regtest',
    )
    expect(modal()?.querySelector('[aria-label="EVM networks"]')?.textContent).toContain('Ethereum')
  })
})
