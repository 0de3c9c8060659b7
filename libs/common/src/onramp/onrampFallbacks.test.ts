import { describe, expect, it } from 'vitest'
import {
  defaultOnrampPaymentCurrency,
  defaultOnrampPurchaseCurrency,
  fallbackOnrampOptions,
  fallbackOnrampQuote,
  parseOnrampProviderList,
} from './onrampFallbacks'

describe('the on-ramp fallbacks and defaults', () => {
  it('lists USDC and ETH on Ethereum and Polygon, USD and EUR with card and bank limits when the service fails', () => {
    expect(fallbackOnrampOptions.purchaseCurrencies.map((currency) => currency.id)).toEqual(['USDC', 'ETH'])
    for (const currency of fallbackOnrampOptions.purchaseCurrencies)
      expect(currency.networks.map((network) => network.chain_id)).toEqual(['1', '137'])
    expect(fallbackOnrampOptions.paymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10', max: '7500' },
          { id: 'ach_bank_account', min: '10', max: '25000' },
        ],
      },
      {
        id: 'EUR',
        payment_method_limits: [
          { id: 'card', min: '10', max: '7500' },
          { id: 'ach_bank_account', min: '10', max: '25000' },
        ],
      },
    ])
  })

  it('defaults to USD with card 10.00–7500.00 and bank 10.00–25000.00, buying USDC on 1 and 137', () => {
    expect(defaultOnrampPaymentCurrency.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    expect(defaultOnrampPurchaseCurrency.networks.map((network) => network.chain_id)).toEqual(['1', '137'])
  })

  it('echoes the amount in the mocked quote', () => {
    const quote = fallbackOnrampQuote({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '25',
      network: 'ethereum',
    })
    expect(quote.purchaseAmount).toEqual({ amount: '25', currency: 'USDC' })
    expect(quote.paymentTotal).toEqual({ amount: '25', currency: 'USD' })
  })

  it('accepts only an array of strings as the provider list', () => {
    expect(parseOnrampProviderList(['coinbase', 'meld'])).toEqual(['coinbase', 'meld'])
    expect(parseOnrampProviderList(['coinbase', 3])).toEqual([])
    expect(parseOnrampProviderList('coinbase')).toEqual([])
    expect(parseOnrampProviderList(null)).toEqual([])
  })
})
