import type { OnrampOptions, OnrampQuote } from '@gatehouse/common'

const storyOnrampOptions: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        {
          name: 'ethereum',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        },
        // A provider sells on more chains than the story's account uses: Buy is offered on Arbitrum
        // (the Account view only offers Buy where the options sell something).
        {
          name: 'arbitrum',
          display_name: 'Arbitrum',
          chain_id: '42161',
          contract_address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
        },
      ],
    },
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
    },
  ],
  paymentCurrencies: [
    {
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    },
  ],
}

const storyOnrampQuote: OnrampQuote = {
  coinbaseFee: { amount: '0.75', currency: 'USD' },
  networkFee: { amount: '0.10', currency: 'USD' },
  paymentSubtotal: { amount: '49.15', currency: 'USD' },
  paymentTotal: { amount: '50.00', currency: 'USD' },
  purchaseAmount: { amount: '49.150000', currency: 'USDC' },
  quoteId: 'story',
}

/** The on-ramp calls of the story service: options, a quote and a checkout URL. */
export function storyOnrampResponse(url: URL): Response | undefined {
  if (url.pathname === '/v1/onramp/options') return Response.json(storyOnrampOptions)
  if (url.pathname === '/v1/onramp/quote') return Response.json(storyOnrampQuote)
  if (url.pathname === '/v1/generators/onrampurl')
    return Response.json({ url: 'https://checkout.example.com/onramp' })
  return undefined
}
