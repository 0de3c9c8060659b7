import {
  defaultOnrampPaymentCurrency,
  defaultOnrampPurchaseCurrency,
  onrampProviders,
  type OnrampPaymentCurrency,
  type OnrampProviderName,
  type OnrampPurchaseCurrency,
  type OnrampQuote,
} from '@gatehouse/common'

/** Why the on-ramp cannot go on, for the view to say in the visitor's language. */
export type OnrampProblem =
  | 'belowMinimum'
  | 'aboveMaximum'
  | 'invalidAmount'
  | 'popupBlocked'
  | 'checkoutUnavailable'
  | 'noAccount'
  | 'nothingToBuy'

/** Where the provider's checkout window stands. */
export type CheckoutStatus = 'idle' | 'opening' | 'open' | 'finished'

/** The on-ramp state (docs/reference/entities.md#onramp-state), and where the checkout stands. */
export interface OnrampState {
  providers: OnrampProviderName[]
  selectedProvider: OnrampProviderName | undefined
  purchaseCurrency: OnrampPurchaseCurrency
  paymentCurrency: OnrampPaymentCurrency
  /** What can be bought on the network of `optionsNetwork`: only currencies deliverable there. */
  purchaseCurrencies: OnrampPurchaseCurrency[]
  paymentCurrencies: OnrampPaymentCurrency[]
  /** The CAIP-2 network the purchase list was made for; undefined before the options are read. */
  optionsNetwork: string | undefined
  /** The fiat amount as the visitor typed it. */
  paymentAmount: string
  /** What the quote says the visitor gets. */
  purchaseAmount: string | undefined
  quote: OnrampQuote | undefined
  quotesLoading: boolean
  optionsLoading: boolean
  /** The options came from the built-in list (docs/reference/messages.md#fallbacks): the service did not answer. */
  optionsFallback: boolean
  /** The quote echoes the amount (docs/reference/messages.md#fallbacks): the service did not answer. */
  quoteFallback: boolean
  error: OnrampProblem | undefined
  checkout: CheckoutStatus
}

/** How long typing may pause before the amount is quoted, in milliseconds. */
export const quoteDelayMs = 300
/** How often the checkout window is checked for being closed, in milliseconds. */
export const popupPollMs = 500

/** An on-ramp with nothing typed or quoted yet: the default currencies, the given providers. */
export function initialOnrampState(providers: OnrampProviderName[]): OnrampState {
  return {
    providers,
    selectedProvider: undefined,
    purchaseCurrency: defaultOnrampPurchaseCurrency,
    paymentCurrency: defaultOnrampPaymentCurrency,
    purchaseCurrencies: [],
    paymentCurrencies: [],
    optionsNetwork: undefined,
    paymentAmount: '',
    purchaseAmount: undefined,
    quote: undefined,
    quotesLoading: false,
    optionsLoading: false,
    optionsFallback: false,
    quoteFallback: false,
    error: undefined,
    checkout: 'idle',
  }
}

/** The card limit of a payment currency (the card provider's method), as numbers. */
export function cardLimits(currency: OnrampPaymentCurrency): { min: number; max: number } | undefined {
  const card = currency.payment_method_limits.find((limit) => limit.id === 'card')
  return card ? { min: Number(card.min), max: Number(card.max) } : undefined
}

/** The providers the remote config lists that the feature knows; all of them when it said nothing. */
export function providersOf(listed: readonly string[] | undefined): OnrampProviderName[] {
  if (listed === undefined) return [...onrampProviders]
  return onrampProviders.filter((provider) => listed.includes(provider))
}

/** Why the typed amount cannot be bought with the payment currency, if it cannot. */
export function amountProblem(
  paymentAmount: string,
  paymentCurrency: OnrampPaymentCurrency,
): OnrampProblem | undefined {
  const amount = Number(paymentAmount)
  if (!/^\d+(\.\d{1,2})?$/.test(paymentAmount.trim()) || !Number.isFinite(amount)) return 'invalidAmount'
  const limits = cardLimits(paymentCurrency)
  if (limits && amount < limits.min) return 'belowMinimum'
  if (limits && amount > limits.max) return 'aboveMaximum'
  return undefined
}
