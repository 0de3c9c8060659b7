import { useEffect } from 'react'
import { useSnapshot } from 'valtio/react'
import { useFeatureContext, useFeatureState } from '@gatehouse/controllers/react'
import { MessagesGate, Skeleton, StatusMessage, useStyles } from '@gatehouse/ui'
import { swapCatalogue, useSwapMessages } from './i18n/swapMessages'
import { readSwapArguments } from './swapArguments'
import css from './swap.css?inline'
import { SwapForm } from './SwapForm'
import { SwapPreview } from './SwapPreview'
import { TokenPicker } from './TokenPicker'
import { useSwapController } from './useSwapController'
import { swapsNeeds } from './needs'

const catalogues = [swapCatalogue]

const loading = (
  <div className="gh-view" aria-busy="true">
    <Skeleton height={96} radius="m" />
    <Skeleton height={96} radius="m" />
    <Skeleton height={48} radius="m" />
  </div>
)

/**
 * The Swap view (docs/reference/views.md#swap): pick the tokens, type the amount, read the live quote, preview, then
 * approve when needed and swap. Shown once its messages in the visitor's language have arrived.
 */
export function SwapView() {
  return (
    <MessagesGate catalogues={catalogues} fallback={loading}>
      <SwapSteps />
    </MessagesGate>
  )
}

function SwapSteps() {
  useStyles(css)
  const messages = useSwapMessages()
  const controller = useSwapController()
  const swap = useSnapshot(controller.state)
  const context = useFeatureContext(swapsNeeds)
  const chain = useFeatureState((feature) => feature.chain.state, swapsNeeds)
  const caipNetworkId = chain.namespaces[chain.activeNamespace]?.caipNetworkId

  useEffect(() => {
    void controller.start()
    return () => controller.pause()
  }, [controller, caipNetworkId])

  // The host's arguments fill the form once, when the tokens are known.
  const hostArguments = context.router.state.data?.arguments
  const ready = swap.tokensStatus === 'ready'
  useEffect(() => {
    if (ready && hostArguments) controller.prefill(readSwapArguments(hostArguments))
  }, [controller, ready, hostArguments])

  useEffect(() => {
    void context.portfolio.load()
  }, [context])

  if (swap.tokensStatus === 'unsupported') {
    return (
      <div className="gh-view">
        <StatusMessage
          tone="neutral"
          title={messages.unsupportedNetworkTitle()}
          description={messages.unsupportedNetworkText()}
        />
      </div>
    )
  }
  if (swap.tokensStatus === 'failed') {
    return (
      <div className="gh-view">
        <StatusMessage
          tone="error"
          title={messages.tokensFailedTitle()}
          description={messages.tokensFailedText()}
          actionLabel={messages.retry()}
          onAction={() => void controller.start()}
        />
      </div>
    )
  }
  if (swap.tokensStatus !== 'ready') return loading
  if (swap.step === 'selectFrom' || swap.step === 'selectTo') {
    return (
      <TokenPicker
        tokens={swap.tokens}
        selected={swap.step === 'selectFrom' ? swap.fromAddress : swap.toAddress}
        onSelect={controller.selectToken}
        onBack={() => controller.choose('form')}
      />
    )
  }
  if (swap.step === 'preview') return <SwapPreview controller={controller} />
  return <SwapForm controller={controller} />
}
