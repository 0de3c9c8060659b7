/**
 * The on-ramp calls (docs/reference/endpoints.md#onramp-api), their fallbacks (docs/reference/messages.md#fallbacks)
 * and defaults (docs/reference/limits.md#onramp-defaults), shared by apps/cloud (which serves them,
 * with a local sandbox checkout standing in for both providers) and feature-onramp.
 */

/** The providers the remote config may list (docs/reference/features.md#onramp-providers): the card provider and the second provider. */
export const onrampProviders = ['coinbase', 'meld'] as const
export type OnrampProviderName = (typeof onrampProviders)[number]

/** The chains on-ramp buys for (docs/reference/limits.md#onramp-chains: eip155 and solana); other chains are not offered Buy. */
export const onrampNamespaces = ['eip155', 'solana'] as const

/** True when on-ramp is offered on the network (`eip155:1`, a Solana cluster), by its CAIP-2 id. */
export function isOnrampNetwork(caipNetworkId: string | undefined): boolean {
  const namespace = caipNetworkId?.split(':')[0]
  return onrampNamespaces.some((candidate) => candidate === namespace)
}

/** Provider fees lie between these percentages (docs/reference/features.md#onramp-providers). */
export const onrampFeeRange = { min: 1, max: 2 } as const

export interface OnrampNetwork {
  readonly name: string
  readonly display_name: string
  readonly chain_id: string
  readonly contract_address: string
}
export interface OnrampPurchaseCurrency {
  readonly id: string
  readonly name: string
  readonly symbol: string
  readonly networks: readonly OnrampNetwork[]
}
export interface OnrampPaymentLimit {
  readonly id: string
  readonly min: string
  readonly max: string
}
export interface OnrampPaymentCurrency {
  readonly id: string
  readonly payment_method_limits: readonly OnrampPaymentLimit[]
}
/** GET /v1/onramp/options */
export interface OnrampOptions {
  readonly purchaseCurrencies: readonly OnrampPurchaseCurrency[]
  readonly paymentCurrencies: readonly OnrampPaymentCurrency[]
}

export interface OnrampAmount {
  readonly amount: string
  readonly currency: string
}
/** POST /v1/onramp/quote { purchaseCurrency, paymentCurrency, amount, network } */
export interface OnrampQuoteRequest {
  readonly purchaseCurrency: string
  readonly paymentCurrency: string
  readonly amount: string
  readonly network: string
}
export interface OnrampQuote {
  readonly coinbaseFee: OnrampAmount
  readonly networkFee: OnrampAmount
  readonly paymentSubtotal: OnrampAmount
  readonly paymentTotal: OnrampAmount
  readonly purchaseAmount: OnrampAmount
  readonly quoteId: string
}

/** POST /v1/generators/onrampurl — the card provider's checkout URL. */
export interface OnrampUrlRequest {
  readonly destinationWallets: readonly {
    readonly address: string
    readonly blockchains?: readonly string[]
    readonly assets?: readonly string[]
  }[]
  readonly defaultNetwork?: string
  readonly partnerUserId: string
  readonly defaultExperience: 'buy'
  readonly presetCryptoAmount?: number
  readonly presetFiatAmount?: number
}
export interface OnrampUrlResponse {
  readonly url: string
}
