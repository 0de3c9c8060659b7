import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { localhost, solanaLocalnet, type Network, type OnrampOptions } from '@gatehouse/common'
import { createControllers, createFeatureContext, memoryStorageBackend } from '@gatehouse/controllers'
import { scriptedAdapter } from '@gatehouse/controllers/testing'
import { createOnrampController } from './createOnrampController'
import type { CheckoutPopup } from './openCheckoutPopup'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const localOptions: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'GUSD',
      name: 'Gatehouse USD',
      symbol: 'GUSD',
      networks: [
        { name: 'localhost', display_name: 'Localhost', chain_id: '31337', contract_address: '0x1' },
      ],
    },
    {
      id: 'BTC',
      name: 'Bitcoin',
      symbol: 'BTC',
      networks: [{ name: 'bitcoin', display_name: 'Bitcoin', chain_id: 'bip122', contract_address: '' }],
    },
  ],
  paymentCurrencies: [{ id: 'EUR', payment_method_limits: [{ id: 'card', min: '20', max: '500' }] }],
}
const quote = {
  coinbaseFee: { amount: '0.75', currency: 'EUR' },
  networkFee: { amount: '0.10', currency: 'EUR' },
  paymentSubtotal: { amount: '49.15', currency: 'EUR' },
  paymentTotal: { amount: '50.00', currency: 'EUR' },
  purchaseAmount: { amount: '53.100000', currency: 'GUSD' },
  quoteId: 'q1',
}

// What the service offers with the local Solana chain configured: GUSD on both namespaces, the EVM
// chain's USDT and ETH, and SOL.
const solanaReference = solanaLocalnet.caipNetworkId.slice('solana:'.length)
const localhostNetwork = (contract: string) => ({
  name: 'localhost',
  display_name: 'Localhost',
  chain_id: '31337',
  contract_address: contract,
})
const solanaNetwork = (contract: string) => ({
  name: 'solana-localnet',
  display_name: 'Solana Localnet',
  chain_id: solanaReference,
  contract_address: contract,
})
const bothChainsOptions: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'GUSD',
      name: 'Gatehouse USD',
      symbol: 'GUSD',
      networks: [localhostNetwork('0x1'), solanaNetwork('GUSDmint1111111111111111111111111111111111')],
    },
    { id: 'USDT', name: 'Tether', symbol: 'USDT', networks: [localhostNetwork('0x2')] },
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [localhostNetwork('')] },
    { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [solanaNetwork('')] },
  ],
  paymentCurrencies: localOptions.paymentCurrencies,
}
// The options of the demo before the service sold anything on Solana: EVM assets only.
const evmOnlyOptions: OnrampOptions = {
  purchaseCurrencies: [
    { id: 'GUSD', name: 'Gatehouse USD', symbol: 'GUSD', networks: [localhostNetwork('0x1')] },
    { id: 'USDT', name: 'Tether', symbol: 'USDT', networks: [localhostNetwork('0x2')] },
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [localhostNetwork('')] },
  ],
  paymentCurrencies: localOptions.paymentCurrencies,
}
const solanaAccount = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

type Answers = Record<string, () => Response>
function setup(answers: Answers = {}, remoteProviders?: string[], on: 'evm' | 'solana' = 'evm') {
  const calls: { path: string; body: unknown }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    calls.push({ path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    const answer = answers[url.pathname]
    return answer ? answer() : new Response('{"error":"down"}', { status: 400 })
  })
  const network: Network = on === 'evm' ? localhost : solanaLocalnet
  const scripted = scriptedAdapter([network], on === 'evm' ? account : solanaAccount)
  // The scripted adapter speaks for any namespace: here the one of the visitor's wallet.
  const adapter = on === 'evm' ? scripted : Object.assign(scripted, { namespace: 'solana' as const })
  const kit = createControllers(
    { networks: [network], adapters: [adapter], projectId: 'p1', apiUrl: 'http://cloud.test' },
    { storage: memoryStorageBackend(), fetch },
  )
  adapter.connectAs()
  if (remoteProviders) kit.options.applyRemoteFeatures({ onrampProviders: remoteProviders })
  kit.router.reset('Account')
  const onramp = createOnrampController(createFeatureContext(kit))
  return { kit, onramp, calls }
}

function fakePopup(): CheckoutPopup & { url?: string; isClosed: boolean } {
  const popup = {
    url: undefined as string | undefined,
    isClosed: false,
    navigate: vi.fn((url: string) => {
      if (!url.startsWith('http')) return false
      popup.url = url
      return true
    }),
    closed: () => popup.isClosed,
    close: vi.fn(() => {
      popup.isClosed = true
    }),
  }
  return popup
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('the on-ramp controller', () => {
  it('offers the providers the remote config lists, both when it said nothing, none for an empty list', () => {
    expect(setup().onramp.state.providers).toEqual(['coinbase', 'meld'])
    expect(setup({}, ['meld', 'unknown']).onramp.state.providers).toEqual(['meld'])
    expect(setup({}, []).onramp.state.providers).toEqual([])
  })

  it('starts on the on-ramp defaults, then takes the options buyable on the active chain', async () => {
    const { onramp } = setup({ '/v1/onramp/options': () => Response.json(localOptions) })
    expect(onramp.state.paymentCurrency.id).toBe('USD')
    expect(onramp.state.purchaseCurrency.id).toBe('USDC')
    await onramp.loadOptions()
    expect(onramp.state.purchaseCurrencies.map((currency) => currency.id)).toEqual(['GUSD'])
    expect(onramp.state.purchaseCurrency.id).toBe('GUSD')
    expect(onramp.state.paymentCurrency.id).toBe('EUR')
    expect(onramp.state.optionsFallback).toBe(false)
  })

  it('falls back to the built-in list when the options fail, and never throws', async () => {
    const { onramp } = setup()
    await onramp.loadOptions()
    expect(onramp.state.optionsFallback).toBe(true)
    expect(onramp.state.purchaseCurrencies.map((currency) => currency.id)).toEqual(['USDC', 'ETH'])
    expect(onramp.state.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(onramp.state.purchaseCurrency.id).toBe('USDC')
  })

  it('checks the amount against the card limits before asking for a quote', async () => {
    const { onramp, calls } = setup({ '/v1/onramp/options': () => Response.json(localOptions) })
    await onramp.loadOptions()
    for (const [amount, problem] of [
      ['19.99', 'belowMinimum'],
      ['500.01', 'aboveMaximum'],
      ['abc', 'invalidAmount'],
    ] as const) {
      onramp.state.paymentAmount = amount
      await onramp.quote()
      expect(onramp.state.error).toBe(problem)
      expect(onramp.state.quote).toBeUndefined()
    }
    expect(calls.filter((call) => call.path === '/v1/onramp/quote')).toEqual([])
  })

  it("quotes the amount with the quote call's body, and echoes the amount when the quote fails", async () => {
    const answers: Answers = {
      '/v1/onramp/options': () => Response.json(localOptions),
      '/v1/onramp/quote': () => Response.json(quote),
    }
    const { onramp, calls } = setup(answers)
    await onramp.loadOptions()
    onramp.state.paymentAmount = '50'
    await onramp.quote()
    expect(calls.at(-1)).toEqual({
      path: '/v1/onramp/quote',
      body: { purchaseCurrency: 'GUSD', paymentCurrency: 'EUR', amount: '50', network: 'localhost' },
    })
    expect(onramp.state.purchaseAmount).toBe('53.100000')
    expect(onramp.state.quoteFallback).toBe(false)

    delete answers['/v1/onramp/quote']
    onramp.state.paymentAmount = '60'
    await onramp.quote()
    expect(onramp.state.quote?.purchaseAmount).toEqual({ amount: '60', currency: 'GUSD' })
    expect(onramp.state.quoteFallback).toBe(true)
    expect(onramp.state.quotesLoading).toBe(false)
  })

  it('opens the card provider at the URL of the service, waits in BuyInProgress, and refreshes when the window closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { onramp, kit, calls } = setup({
      '/v1/onramp/options': () => Response.json(localOptions),
      '/v1/generators/onrampurl': () => Response.json({ url: 'http://cloud.test/onramp/sandbox/checkout/1' }),
    })
    await onramp.loadOptions()
    onramp.state.paymentAmount = '50'
    const popup = fakePopup()
    await onramp.buyWithCard(() => popup)
    expect(calls.at(-1)).toEqual({
      path: '/v1/generators/onrampurl',
      body: {
        destinationWallets: [{ address: account, blockchains: ['localhost'], assets: ['GUSD'] }],
        defaultNetwork: 'localhost',
        partnerUserId: account,
        defaultExperience: 'buy',
        presetFiatAmount: 50,
      },
    })
    expect(popup.url).toBe('http://cloud.test/onramp/sandbox/checkout/1')
    expect(kit.router.state.view).toBe('BuyInProgress')
    expect(onramp.state.checkout).toBe('open')
    popup.isClosed = true
    vi.advanceTimersByTime(500)
    expect(onramp.state.checkout).toBe('finished')
  })

  it('closes the window and goes back when the checkout URL is not a web address', async () => {
    const { onramp, kit } = setup({
      '/v1/generators/onrampurl': () => Response.json({ url: 'javascript:alert(1)' }),
    })
    await onramp.loadOptions()
    onramp.state.paymentAmount = '50'
    kit.router.push('OnRampTokenSelect')
    const popup = fakePopup()
    await onramp.buyWithCard(() => popup)
    expect(popup.close).toHaveBeenCalled()
    expect(onramp.state.error).toBe('checkoutUnavailable')
    expect(kit.router.state.view).toBe('OnRampTokenSelect')
  })

  it('says so when the browser blocks the window', async () => {
    const { onramp, kit } = setup()
    onramp.buyWithSecondProvider(() => undefined)
    expect(onramp.state.error).toBe('popupBlocked')
    expect(kit.router.state.view).toBe('Account')
  })

  it('opens the second provider with its query', () => {
    const { onramp } = setup()
    const popup = fakePopup()
    onramp.buyWithSecondProvider(() => popup)
    const url = new URL(popup.url ?? '')
    expect(url.origin + url.pathname).toBe('http://cloud.test/onramp/sandbox/meld')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      publicKey: 'gatehouse-sandbox',
      destinationCurrencyCode: 'USDC',
      walletAddress: account,
      externalCustomerId: 'p1',
    })
    onramp.destroy()
  })

  describe('on the network of the account', () => {
    it('offers a Solana account only what is sold on its Solana cluster, and buys it there', async () => {
      const { onramp, kit, calls } = setup(
        {
          '/v1/onramp/options': () => Response.json(bothChainsOptions),
          '/v1/generators/onrampurl': () =>
            Response.json({ url: 'http://cloud.test/onramp/sandbox/checkout/1' }),
        },
        undefined,
        'solana',
      )
      expect(kit.chain.caipNetworkId()).toBe(solanaLocalnet.caipNetworkId)
      await onramp.loadOptions()
      expect(onramp.state.purchaseCurrencies.map((currency) => currency.id)).toEqual(['GUSD', 'SOL'])
      expect(onramp.state.optionsNetwork).toBe(solanaLocalnet.caipNetworkId)
      const gusd = onramp.state.purchaseCurrencies[0]
      expect(gusd && onramp.networkOf(gusd)?.display_name).toBe('Solana Localnet')
      onramp.setPurchaseCurrency('GUSD')
      onramp.state.paymentAmount = '50'
      await onramp.buyWithCard(() => fakePopup())
      expect(calls.at(-1)).toEqual({
        path: '/v1/generators/onrampurl',
        body: expect.objectContaining({
          destinationWallets: [
            { address: solanaAccount, blockchains: ['solana-localnet'], assets: ['GUSD'] },
          ],
          defaultNetwork: 'solana-localnet',
        }),
      })
    })

    it('offers an EVM account only the assets of its chain, never the Solana ones', async () => {
      const { onramp } = setup({ '/v1/onramp/options': () => Response.json(bothChainsOptions) })
      await onramp.loadOptions()
      expect(onramp.state.purchaseCurrencies.map((currency) => currency.id)).toEqual(['GUSD', 'USDT', 'ETH'])
      expect(onramp.state.purchaseCurrencies[0]?.networks.map((network) => network.name)).toEqual([
        'localhost',
      ])
    })

    it('lists nothing for a Solana account when only EVM assets are sold, and opens no checkout', async () => {
      const { onramp, kit, calls } = setup(
        { '/v1/onramp/options': () => Response.json(evmOnlyOptions) },
        undefined,
        'solana',
      )
      await onramp.loadOptions()
      expect(onramp.state.purchaseCurrencies).toEqual([])
      onramp.state.paymentAmount = '50'
      const popup = fakePopup()
      const open = vi.fn(() => popup)
      await onramp.buyWithCard(open)
      expect(onramp.state.error).toBe('nothingToBuy')
      expect(open).not.toHaveBeenCalled()
      expect(calls.filter((call) => call.path === '/v1/generators/onrampurl')).toEqual([])
      expect(kit.router.state.view).toBe('Account')
    })

    it('keeps the built-in list (EVM chains) from a Solana account when the options fail', async () => {
      const { onramp } = setup({}, undefined, 'solana')
      await onramp.loadOptions()
      expect(onramp.state.optionsFallback).toBe(true)
      expect(onramp.state.purchaseCurrencies).toEqual([])
    })
  })
})
