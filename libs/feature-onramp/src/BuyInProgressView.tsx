import { useSnapshot } from 'valtio/react'
import { useFeatureContext } from '@gatehouse/controllers/react'
import { Button, Spinner, StatusMessage, Text } from '@gatehouse/ui'
import { useOnrampMessages } from './i18n/onrampMessages'
import { OnrampGate } from './OnrampGate'
import { useOnrampController } from './useOnrampController'
import { onrampNeeds } from './needs'

/**
 * The BuyInProgress view: waits while the provider's window is open; once it closes (or the visitor
 * says they have finished) the balances are read again and the view says so.
 */
export function BuyInProgressView() {
  return (
    <OnrampGate>
      <BuyProgress />
    </OnrampGate>
  )
}

function BuyProgress() {
  const messages = useOnrampMessages()
  const context = useFeatureContext(onrampNeeds)
  const controller = useOnrampController()
  const onramp = useSnapshot(controller.state)

  if (onramp.checkout === 'finished') {
    return (
      <div className="gh-view gh-onramp">
        <StatusMessage
          tone="neutral"
          title={messages.finishedTitle()}
          description={messages.finishedText()}
        />
        <Button
          fullWidth
          onClick={() => {
            controller.reset()
            context.router.reset('Account')
          }}
        >
          {messages.backToAccount()}
        </Button>
      </div>
    )
  }

  return (
    <div className="gh-view gh-onramp" aria-busy="true">
      <div className="gh-onramp__progress" role="status">
        <Spinner />
        <Text as="h2" variant="title" align="center">
          {messages.inProgressTitle()}
        </Text>
        <Text variant="small" tone="muted" align="center">
          {messages.inProgressText()}
        </Text>
      </div>
      <Button variant="neutral" fullWidth onClick={() => void controller.finish()}>
        {messages.finished()}
      </Button>
    </div>
  )
}
