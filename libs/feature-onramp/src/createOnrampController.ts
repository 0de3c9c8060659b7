import { proxy } from 'valtio/vanilla'
import {
  defaultOnrampPaymentCurrency,
  defaultOnrampPurchaseCurrency,
  fallbackOnrampOptions,
  fallbackOnrampQuote,
  onrampCurrenciesOn,
  safeUrl,
  type OnrampNetworkMatch,
  type OnrampNetwork,
  type OnrampPaymentCurrency,
  type OnrampProviderName,
  type OnrampPurchaseCurrency,
  type OnrampQuote,
} from '@gatehouse/common'
import type { OnrampContext } from './needs'
import { createCheckoutWindow } from './checkoutWindow'
import type { CheckoutPopup } from './openCheckoutPopup'
import { onrampOptionsSchema, onrampQuoteSchema, onrampUrlSchema } from './onrampSchemas'
import { amountProblem, initialOnrampState, providersOf, quoteDelayMs, type OnrampState } from './onrampState'
import { secondProviderUrl } from './secondProviderUrl'

export { cardLimits, popupPollMs, quoteDelayMs } from './onrampState'
export type { CheckoutStatus, OnrampProblem, OnrampState } from './onrampState'

/**
 * The on-ramp controller, one per kit: the providers the remote config allows, the options and
 * quotes of the service with the fallbacks of docs/reference/messages.md#fallbacks (never an exception to the view), and the
 * provider's checkout window, after which the balances are read again.
 */
export function createOnrampController(context: OnrampContext) {
  const state = proxy<OnrampState>(
    initialOnrampState(providersOf(context.options.state.features.onrampProviders)),
  )
  let quoteTimer: ReturnType<typeof setTimeout> | undefined
  let quoteRun = 0
  const checkoutWindow = createCheckoutWindow(() => void finishCheckout())

  // The service's options name its chains exactly; the built-in list only public chains, so it is
  // matched by namespace (EVM assets for an EVM account, never for a Solana one).
  let optionsMatch: OnrampNetworkMatch = 'chain'

  /**
   * The network a currency is bought on: its network on the active chain. Undefined for a currency
   * that is not bought there (then nothing is offered for it).
   */
  function networkOf(currency: OnrampPurchaseCurrency): OnrampNetwork | undefined {
    return onrampCurrenciesOn([currency], context.chain.caipNetworkId(), optionsMatch)[0]?.networks[0]
  }

  function applyOptions(
    options: { purchaseCurrencies: OnrampPurchaseCurrency[]; paymentCurrencies: OnrampPaymentCurrency[] },
    match: OnrampNetworkMatch,
  ) {
    optionsMatch = match
    // Only what can be delivered to the account on the active network: a token of another chain or
    // namespace would be paid for and never arrive.
    state.purchaseCurrencies = onrampCurrenciesOn(
      options.purchaseCurrencies,
      context.chain.caipNetworkId(),
      match,
    )
    state.optionsNetwork = context.chain.caipNetworkId()
    state.paymentCurrencies = options.paymentCurrencies
    state.purchaseCurrency =
      state.purchaseCurrencies.find((currency) => currency.id === defaultOnrampPurchaseCurrency.id) ??
      state.purchaseCurrencies[0] ??
      defaultOnrampPurchaseCurrency
    state.paymentCurrency =
      state.paymentCurrencies.find((currency) => currency.id === defaultOnrampPaymentCurrency.id) ??
      state.paymentCurrencies[0] ??
      defaultOnrampPaymentCurrency
  }

  /** Reads the options; a failure gives the built-in list (docs/reference/messages.md#fallbacks). */
  async function loadOptions(): Promise<void> {
    state.optionsLoading = true
    try {
      applyOptions(await context.api.getJson('/v1/onramp/options', {}, onrampOptionsSchema), 'chain')
      state.optionsFallback = false
    } catch (error) {
      console.warn('[gatehouse] on-ramp options unavailable; using the built-in list', error)
      applyOptions(
        {
          purchaseCurrencies: [...fallbackOnrampOptions.purchaseCurrencies],
          paymentCurrencies: [...fallbackOnrampOptions.paymentCurrencies],
        },
        'namespace',
      )
      state.optionsFallback = true
    } finally {
      state.optionsLoading = false
    }
  }

  /** Quotes the amount now; a failure gives the quote (docs/reference/messages.md#fallbacks) that echoes the amount. */
  async function quote(): Promise<void> {
    const run = ++quoteRun
    state.error = amountProblem(state.paymentAmount, state.paymentCurrency)
    if (state.error) {
      state.quote = undefined
      state.purchaseAmount = undefined
      state.quotesLoading = false
      return
    }
    const request = {
      purchaseCurrency: state.purchaseCurrency.id,
      paymentCurrency: state.paymentCurrency.id,
      amount: state.paymentAmount.trim(),
      network: networkOf(state.purchaseCurrency)?.name ?? '',
    }
    state.quotesLoading = true
    let answer: OnrampQuote
    let fallback = false
    try {
      answer = await context.api.postJson('/v1/onramp/quote', request, onrampQuoteSchema)
    } catch (error) {
      console.warn('[gatehouse] on-ramp quote unavailable; showing the amount asked for', error)
      answer = fallbackOnrampQuote(request)
      fallback = true
    }
    // A later amount's quote wins over this one.
    if (run !== quoteRun) return
    state.quote = answer
    state.quoteFallback = fallback
    state.purchaseAmount = answer.purchaseAmount.amount
    state.quotesLoading = false
  }

  function scheduleQuote() {
    clearTimeout(quoteTimer)
    quoteTimer = setTimeout(() => void quote(), quoteDelayMs)
  }

  /** The checkout is over (window closed, or the visitor says so): read the balances again. */
  async function finishCheckout(): Promise<void> {
    checkoutWindow.release()
    state.checkout = 'finished'
    await Promise.allSettled([context.refreshBalance(true), context.portfolio.load({ force: true })])
  }

  function startCheckout(opened: CheckoutPopup | undefined): CheckoutPopup | undefined {
    if (!opened) {
      state.error = 'popupBlocked'
      return undefined
    }
    checkoutWindow.hold(opened)
    state.error = undefined
    state.checkout = 'opening'
    context.router.push('BuyInProgress')
    return opened
  }

  return {
    state,
    loadOptions,
    quote,
    /** The network a currency is bought on: its network on the active chain, if it has one. */
    networkOf,
    /** Picks a provider (the view then opens its form or its checkout). */
    selectProvider(provider: OnrampProviderName) {
      state.selectedProvider = provider
      state.error = undefined
    },
    setAmount(amount: string) {
      state.paymentAmount = amount
      scheduleQuote()
    },
    setPurchaseCurrency(id: string) {
      const found = state.purchaseCurrencies.find((currency) => currency.id === id)
      if (found) state.purchaseCurrency = found
      if (state.paymentAmount) scheduleQuote()
    },
    setPaymentCurrency(id: string) {
      const found = state.paymentCurrencies.find((currency) => currency.id === id)
      if (found) state.paymentCurrency = found
      if (state.paymentAmount) scheduleQuote()
    },
    /**
     * The card provider: opens its window on this click, asks the service for the checkout URL of
     * the quoted purchase, and sends the window there.
     */
    async buyWithCard(open: () => CheckoutPopup | undefined): Promise<void> {
      const address = context.chain.account()?.address
      if (!address) {
        state.error = 'noAccount'
        return
      }
      const problem = amountProblem(state.paymentAmount, state.paymentCurrency)
      if (problem) {
        state.error = problem
        return
      }
      const network = networkOf(state.purchaseCurrency)
      if (!network) {
        state.error = 'nothingToBuy'
        return
      }
      const opened = startCheckout(open())
      if (!opened) return
      try {
        const { url } = await context.api.postJson(
          '/v1/generators/onrampurl',
          {
            destinationWallets: [
              {
                address,
                blockchains: [network.name],
                assets: [state.purchaseCurrency.id],
              },
            ],
            defaultNetwork: network.name,
            partnerUserId: address,
            defaultExperience: 'buy',
            presetFiatAmount: Number(state.paymentAmount),
          },
          onrampUrlSchema,
        )
        if (!opened.navigate(url)) throw new Error('the checkout URL is not a web address')
        state.checkout = 'open'
        checkoutWindow.watch()
      } catch (error) {
        console.warn('[gatehouse] the card provider checkout could not start', error)
        opened.close()
        checkoutWindow.forget()
        state.checkout = 'idle'
        state.error = 'checkoutUnavailable'
        context.router.goBack()
      }
    },
    /** The second provider: its checkout URL is built here (docs/reference/endpoints.md#second-provider) and opened on this click. */
    buyWithSecondProvider(open: () => CheckoutPopup | undefined): void {
      const address = context.chain.account()?.address
      if (!address) {
        state.error = 'noAccount'
        return
      }
      const url = secondProviderUrl({
        apiUrl: context.options.state.apiUrl,
        projectId: context.options.state.projectId ?? '',
        address,
        namespace: context.chain.state.activeNamespace,
      })
      if (!safeUrl(url, 'web')) {
        state.error = 'checkoutUnavailable'
        return
      }
      const opened = startCheckout(open())
      if (!opened) return
      opened.navigate(url)
      state.checkout = 'open'
      checkoutWindow.watch()
    },
    /** The visitor says the purchase is done: close the window if it is still open and refresh. */
    async finish(): Promise<void> {
      checkoutWindow.close()
      await finishCheckout()
    },
    /** Back to the start for another purchase. */
    reset() {
      state.checkout = 'idle'
      state.error = undefined
      state.quote = undefined
      state.purchaseAmount = undefined
    },
    destroy() {
      clearTimeout(quoteTimer)
      checkoutWindow.release()
    },
  }
}

/** The on-ramp controller of a kit. */
export type OnrampController = ReturnType<typeof createOnrampController>
