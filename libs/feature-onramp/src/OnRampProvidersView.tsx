import { onrampFeeRange, type OnrampProviderName } from '@gatehouse/common'
import { useFeatureContext } from '@gatehouse/controllers/react'
import { Icon, ListItem, StatusMessage, Text } from '@gatehouse/ui'
import { useSnapshot } from 'valtio/react'
import { useOnrampMessages } from './i18n/onrampMessages'
import { openCheckoutPopup } from './openCheckoutPopup'
import { OnrampGate } from './OnrampGate'
import { OnrampProblemText } from './OnrampProblemText'
import { useOnrampController } from './useOnrampController'
import { onrampNeeds } from './needs'

/**
 * The OnRampProviders view: the providers the site offers, each with its fee range. The card
 * provider leads to the amount form; the second provider's checkout opens on the click.
 */
export function OnRampProvidersView() {
  return (
    <OnrampGate>
      <ProviderList />
    </OnrampGate>
  )
}

function ProviderList() {
  const messages = useOnrampMessages()
  const context = useFeatureContext(onrampNeeds)
  const controller = useOnrampController()
  const onramp = useSnapshot(controller.state)
  const fees = { min: onrampFeeRange.min, max: onrampFeeRange.max }

  if (onramp.providers.length === 0) {
    return (
      <div className="gh-view">
        <StatusMessage
          tone="neutral"
          title={messages.noProvidersTitle()}
          description={messages.noProvidersText()}
        />
      </div>
    )
  }

  function choose(provider: OnrampProviderName) {
    controller.selectProvider(provider)
    if (provider === 'coinbase') context.router.push('OnRampTokenSelect')
    else controller.buyWithSecondProvider(() => openCheckoutPopup())
  }

  const labels: Record<OnrampProviderName, { label: string; text: string }> = {
    coinbase: { label: messages.cardProvider(), text: messages.cardProviderText(fees) },
    meld: { label: messages.secondProvider(), text: messages.secondProviderText(fees) },
  }

  return (
    <div className="gh-view gh-onramp">
      <ul className="gh-onramp__providers">
        {onramp.providers.map((provider) => (
          <li key={provider} className="gh-onramp__provider">
            <ListItem
              media={<Icon name={provider === 'coinbase' ? 'wallet' : 'externalLink'} />}
              label={labels[provider].label}
              onClick={() => choose(provider)}
              aria-describedby={`gh-onramp-${provider}-text`}
            />
            <Text variant="small" tone="muted" id={`gh-onramp-${provider}-text`}>
              {labels[provider].text}
            </Text>
          </li>
        ))}
      </ul>
      <OnrampProblemText problem={onramp.error} currency={onramp.paymentCurrency} />
    </div>
  )
}
