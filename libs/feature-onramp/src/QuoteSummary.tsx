import { useSnapshot } from 'valtio/react'
import { Text } from '@gatehouse/ui'
import { useOnrampMessages } from './i18n/onrampMessages'
import { useOnrampController } from './useOnrampController'

/** The quote of the amount typed: what the visitor gets, the fees and the total; a status while it loads. */
export function QuoteSummary() {
  const messages = useOnrampMessages()
  const onramp = useSnapshot(useOnrampController().state)
  const { quote } = onramp
  return (
    <section className="gh-onramp__quote" aria-live="polite" aria-busy={onramp.quotesLoading}>
      {onramp.quotesLoading ? (
        <div role="status">
          <Text variant="small" tone="muted">
            {messages.quoteLoading()}
          </Text>
        </div>
      ) : (
        quote && (
          <>
            <dl className="gh-onramp__quote-list" aria-label={messages.quoteTitle()}>
              <dt>{messages.youGet()}</dt>
              <dd dir="ltr" data-testid="onramp-purchase-amount">
                {`${quote.purchaseAmount.amount} ${quote.purchaseAmount.currency}`}
              </dd>
              <dt>{messages.providerFee()}</dt>
              <dd dir="ltr">{`${quote.coinbaseFee.amount} ${quote.coinbaseFee.currency}`}</dd>
              <dt>{messages.networkFee()}</dt>
              <dd dir="ltr">{`${quote.networkFee.amount} ${quote.networkFee.currency}`}</dd>
              <dt>{messages.total()}</dt>
              <dd dir="ltr">{`${quote.paymentTotal.amount} ${quote.paymentTotal.currency}`}</dd>
            </dl>
            {onramp.quoteFallback && (
              <Text variant="small" tone="muted">
                {messages.quoteFallback()}
              </Text>
            )}
          </>
        )
      )}
    </section>
  )
}
