import { useEffect, useId, type FormEvent } from 'react'
import { useSnapshot } from 'valtio/react'
import { useFeatureContext } from '@gatehouse/controllers/react'
import { Button, Skeleton, StatusMessage, Text, TextField } from '@gatehouse/ui'
import { cardLimits } from './createOnrampController'
import { useOnrampMessages } from './i18n/onrampMessages'
import { openCheckoutPopup } from './openCheckoutPopup'
import { OnrampGate } from './OnrampGate'
import { OnrampProblemText } from './OnrampProblemText'
import { QuoteSummary } from './QuoteSummary'
import { useOnrampController } from './useOnrampController'
import { onrampNeeds } from './needs'

/**
 * The OnRampTokenSelect view: what to buy, with which currency, how much (within the card limits),
 * and the quote; Continue opens the card provider's checkout in a window of its own.
 */
export function OnRampTokenSelectView() {
  return (
    <OnrampGate>
      <BuyForm />
    </OnrampGate>
  )
}

function BuyForm() {
  const messages = useOnrampMessages()
  const context = useFeatureContext(onrampNeeds)
  const controller = useOnrampController()
  const onramp = useSnapshot(controller.state)
  const purchaseId = useId()
  const paymentId = useId()

  const chain = useSnapshot(context.chain.state)
  const activeNetwork = chain.namespaces[chain.activeNamespace]?.caipNetworkId

  // Read again when the visitor switches networks: the list is what can be bought on that one.
  useEffect(() => {
    void controller.loadOptions()
  }, [controller, activeNetwork])

  if (onramp.optionsLoading && onramp.purchaseCurrencies.length === 0) {
    return (
      <div className="gh-view" aria-busy="true">
        <div role="status">
          <Text variant="small" tone="muted">
            {messages.optionsLoading()}
          </Text>
        </div>
        <Skeleton height={46} radius="m" />
        <Skeleton height={46} radius="m" />
      </div>
    )
  }

  // Nothing the providers sell can be delivered to this account's network: say so rather than offer
  // a form that could only buy tokens of another chain.
  if (!onramp.optionsLoading && onramp.optionsNetwork && onramp.purchaseCurrencies.length === 0) {
    const network = context.chain.network()?.name ?? onramp.optionsNetwork
    return (
      <div className="gh-view">
        <StatusMessage
          tone="neutral"
          title={messages.nothingToBuyTitle({ network })}
          description={messages.nothingToBuyText()}
        />
      </div>
    )
  }

  const limits = cardLimits(onramp.paymentCurrency)
  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void controller.buyWithCard(() => openCheckoutPopup())
  }

  return (
    <form className="gh-view gh-onramp" onSubmit={onSubmit} noValidate>
      {onramp.optionsFallback && (
        <div role="status">
          <Text variant="small" tone="muted">
            {messages.optionsFallback()}
          </Text>
        </div>
      )}
      <div className="gh-onramp__field">
        <label htmlFor={purchaseId} className="gh-onramp__label">
          {messages.purchaseCurrency()}
        </label>
        <select
          id={purchaseId}
          className="gh-onramp__select"
          value={onramp.purchaseCurrency.id}
          onChange={(event) => controller.setPurchaseCurrency(event.target.value)}
        >
          {onramp.purchaseCurrencies.map((currency) => (
            <option key={currency.id} value={currency.id}>
              {messages.currencyOption({
                symbol: currency.symbol,
                network: controller.networkOf(currency)?.display_name ?? '',
              })}
            </option>
          ))}
        </select>
      </div>
      <div className="gh-onramp__field">
        <label htmlFor={paymentId} className="gh-onramp__label">
          {messages.paymentCurrency()}
        </label>
        <select
          id={paymentId}
          className="gh-onramp__select"
          value={onramp.paymentCurrency.id}
          onChange={(event) => controller.setPaymentCurrency(event.target.value)}
        >
          {onramp.paymentCurrencies.map((currency) => (
            <option key={currency.id} value={currency.id}>
              {currency.id}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={messages.amount()}
        value={onramp.paymentAmount}
        onChange={controller.setAmount}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        invalid={
          onramp.error === 'belowMinimum' ||
          onramp.error === 'aboveMaximum' ||
          onramp.error === 'invalidAmount'
        }
        message={
          limits &&
          messages.amountLimits({
            min: String(limits.min),
            max: String(limits.max),
            currency: onramp.paymentCurrency.id,
          })
        }
      />
      <QuoteSummary />
      <OnrampProblemText problem={onramp.error} currency={onramp.paymentCurrency} />
      <Button type="submit" fullWidth disabled={!onramp.quote || onramp.quotesLoading}>
        {messages.continue()}
      </Button>
    </form>
  )
}
