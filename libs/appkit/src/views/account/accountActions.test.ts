import { afterEach, describe, expect, it, vi } from 'vitest'
import { mainnet, type OnrampOptions } from '@gatehouse/common'
import { memoryStorageBackend, type AppKitOptions } from '@gatehouse/controllers'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { destroyTestKits, testKit } from '../../testing/testKits'

afterEach(destroyTestKits)

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * A kit whose EVM account is restored, and a service whose configuration answers when told to (with
 * `remoteFeatures`, by default Buy turned on).
 */
function kitWithSlowConfiguration(
  options: {
    features?: Partial<AppKitOptions['features']>
    remoteFeatures?: { id: string; isEnabled: boolean; config?: unknown }[]
    /** What `GET /v1/onramp/options` answers; by default it fails (the built-in list stands in). */
    onrampOptions?: OnrampOptions
  } = {},
) {
  const backend = memoryStorageBackend()
  const stored = {
    connectionStatus: 'connected',
    connectedNamespaces: ['eip155'],
    connectedConnectorIds: { eip155: 'io.test' },
    activeNamespace: 'eip155',
  }
  for (const [key, value] of Object.entries(stored))
    backend.setItem(`@gatehouse/${key}`, JSON.stringify(value))
  const adapter = scriptedAdapter([mainnet], address)
  adapter.reconnect.mockResolvedValue({
    address,
    chainId: 1,
    connectorId: 'io.test',
    accounts: [{ address }],
  })
  let answerConfiguration: () => void = () => undefined
  const configuration = new Promise<void>((resolve) => (answerConfiguration = resolve))
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    if (url.pathname === '/appkit/v1/config') {
      await configuration
      return Response.json({
        features: options.remoteFeatures ?? [{ id: 'onramp', isEnabled: true, config: ['coinbase'] }],
      })
    }
    if (url.pathname === '/v1/onramp/options' && options.onrampOptions)
      return Response.json(options.onrampOptions)
    if (url.pathname === '/v1/supported-chains') return Response.json({ http: ['eip155:1'], ws: [] })
    if (url.pathname.endsWith('/balance')) return Response.json({ balances: [] })
    if (url.pathname.endsWith('/history')) return Response.json({ data: [], next: null })
    return Response.json({ allowedOrigins: [] })
  })
  const appkit = testKit(
    { networks: [mainnet], adapters: [adapter], ...(options.features ? { features: options.features } : {}) },
    { storage: backend, fetch },
  )
  return { appkit, answerConfiguration }
}

const modal = () => document.querySelector('gatehouse-modal')?.shadowRoot
const actionButtons = () =>
  [...(modal()?.querySelectorAll('.gh-account__features button') ?? [])].map((button) => button.textContent)

describe("the Account view's actions", () => {
  it('hold their place until the remote features are known, so Buy never pushes Send aside', async () => {
    const { appkit, answerConfiguration } = kitWithSlowConfiguration()
    await appkit.ready()
    await appkit.open()
    await vi.waitFor(() =>
      expect(modal()?.querySelector('[data-testid="account-actions-loading"]')).not.toBeNull(),
    )
    expect(actionButtons()).toEqual([])
    answerConfiguration()
    await vi.waitFor(() => expect(actionButtons()).toEqual(['Buy', 'Swap', 'Receive', 'Send']))
  })

  it('show no row, while the remote features are pending or after, when the host turned every action off', async () => {
    const { appkit, answerConfiguration } = kitWithSlowConfiguration({
      features: { onramp: false, swaps: false, receive: false, send: false },
      // Buy on remotely (the host's word wins), and Activity off: its tab going tells the answer was applied.
      remoteFeatures: [
        { id: 'onramp', isEnabled: true, config: ['coinbase'] },
        { id: 'activity', isEnabled: false },
      ],
    })
    await appkit.ready()
    await appkit.open()
    const tabs = () => [...(modal()?.querySelectorAll('[role="tab"]') ?? [])].map((tab) => tab.textContent)
    await vi.waitFor(() => expect(tabs()).toContain('Activity'))
    expect(modal()?.querySelector('.gh-account__features')).toBeNull()
    answerConfiguration()
    await vi.waitFor(() => expect(tabs()).not.toContain('Activity'))
    expect(modal()?.querySelector('.gh-account__features')).toBeNull()
  })

  it('offer Buy only where the on-ramp sells something deliverable on the active network', async () => {
    const network = (chainId: string) => ({
      name: `chain-${chainId}`,
      display_name: `Chain ${chainId}`,
      chain_id: chainId,
      contract_address: '',
    })
    const paymentCurrencies = [{ id: 'USD', payment_method_limits: [] }]
    // The service sells only on a local chain and on Solana: nothing for this Ethereum account.
    const elsewhere = kitWithSlowConfiguration({
      onrampOptions: {
        purchaseCurrencies: [
          { id: 'GUSD', name: 'Gatehouse USD', symbol: 'GUSD', networks: [network('31337')] },
          {
            id: 'SOL',
            name: 'Solana',
            symbol: 'SOL',
            networks: [network('CEnNDUQ6gnEsXr6S46HfNWcvi7HP4ZwU')],
          },
        ],
        paymentCurrencies,
      },
    })
    elsewhere.answerConfiguration()
    await elsewhere.appkit.ready()
    await elsewhere.appkit.open()
    await vi.waitFor(() => expect(actionButtons()).toEqual(['Swap', 'Receive', 'Send']))
    await elsewhere.appkit.close()
    destroyTestKits()

    const here = kitWithSlowConfiguration({
      onrampOptions: {
        purchaseCurrencies: [{ id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [network('1')] }],
        paymentCurrencies,
      },
    })
    here.answerConfiguration()
    await here.appkit.ready()
    await here.appkit.open()
    await vi.waitFor(() => expect(actionButtons()).toEqual(['Buy', 'Swap', 'Receive', 'Send']))
  })
})

describe('the Buy form (feature-onramp in the modal)', () => {
  it('says plainly that nothing can be bought on a network the on-ramp does not serve, instead of a form', async () => {
    const { appkit, answerConfiguration } = kitWithSlowConfiguration({
      onrampOptions: {
        purchaseCurrencies: [
          {
            id: 'GUSD',
            name: 'Gatehouse USD',
            symbol: 'GUSD',
            networks: [
              { name: 'localhost', display_name: 'Localhost', chain_id: '31337', contract_address: '' },
            ],
          },
        ],
        paymentCurrencies: [{ id: 'USD', payment_method_limits: [] }],
      },
    })
    answerConfiguration()
    await appkit.ready()
    await appkit.open({ view: 'OnRampTokenSelect' })
    await vi.waitFor(() => expect(modal()?.textContent).toContain('Nothing to buy on Ethereum'), {
      timeout: 5000,
    })
    expect(modal()?.textContent).toContain('Switch to another network to buy.')
    expect(modal()?.querySelector('form')).toBeNull()
  })
})
