import type { OnrampOptions, OnrampQuote, OnrampQuoteRequest } from './onrampApi'

const usdcNetworks = [
  {
    name: 'ethereum',
    display_name: 'Ethereum',
    chain_id: '1',
    contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  },
  {
    name: 'polygon',
    display_name: 'Polygon',
    chain_id: '137',
    contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
  },
] as const

/**
 * The built-in on-ramp options (docs/reference/messages.md#fallbacks), used when `GET /v1/onramp/options` fails: USDC and ETH on
 * Ethereum and Polygon; USD and EUR with card 10 to 7500 and bank 10 to 25000.
 */
export const fallbackOnrampOptions: OnrampOptions = {
  purchaseCurrencies: [
    { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: usdcNetworks },
    {
      id: 'ETH',
      name: 'Ethereum',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
        { name: 'polygon', display_name: 'Polygon', chain_id: '137', contract_address: '' },
      ],
    },
  ],
  paymentCurrencies: ['USD', 'EUR'].map((id) => ({
    id,
    payment_method_limits: [
      { id: 'card', min: '10', max: '7500' },
      { id: 'ach_bank_account', min: '10', max: '25000' },
    ],
  })),
}

/**
 * The on-ramp defaults (docs/reference/limits.md#onramp-defaults): payment currency USD with card 10.00 to 7500.00 and
 * ach_bank_account 10.00 to 25000.00; purchase currency USDC on Ethereum (1) and Polygon (137).
 */
export const defaultOnrampPaymentCurrency = {
  id: 'USD',
  payment_method_limits: [
    { id: 'card', min: '10.00', max: '7500.00' },
    { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
  ],
} as const satisfies OnrampOptions['paymentCurrencies'][number]

/** The default purchase currency (docs/reference/limits.md#onramp-defaults): USDC on chains 1 and 137. */
export const defaultOnrampPurchaseCurrency = {
  id: 'USDC',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: usdcNetworks,
} as const satisfies OnrampOptions['purchaseCurrencies'][number]

/**
 * The quote (docs/reference/messages.md#fallbacks) when `POST /v1/onramp/quote` fails: no fees, and the purchase amount echoing
 * the amount asked for, so the visitor can still go on to the provider, which quotes for real.
 */
export function fallbackOnrampQuote(request: OnrampQuoteRequest): OnrampQuote {
  const zero = { amount: '0', currency: request.paymentCurrency }
  const paid = { amount: request.amount, currency: request.paymentCurrency }
  return {
    coinbaseFee: zero,
    networkFee: zero,
    paymentSubtotal: paid,
    paymentTotal: paid,
    purchaseAmount: { amount: request.amount, currency: request.purchaseCurrency },
    quoteId: 'fallback',
  }
}

/** The remote config's on-ramp provider list (docs/reference/validation.md#onramp-provider-list): only an array of strings counts, else empty. */
export function parseOnrampProviderList(config: unknown): string[] {
  if (!Array.isArray(config)) return []
  return config.every((entry) => typeof entry === 'string') ? [...config] : []
}
