import { useSnapshot } from 'valtio/react'
import { formatUnits } from '@gatehouse/common'
import { useFeatureContext } from '@gatehouse/controllers/react'
import { Button, Text, useLocale } from '@gatehouse/ui'
import type { SwapController } from './createSwapController'
import { formatAmount } from './formatAmount'
import { useSwapMessages } from './i18n/swapMessages'
import { SwapDetails } from './SwapDetails'
import { chosenTokens } from './swapFormStatus'
import { isNativeToken } from './swapTokens'
import { swapsNeeds } from './needs'

/** The preview before sending: the amounts, the quote's details, then approve (when needed) and swap. */
export function SwapPreview({ controller }: { controller: SwapController }) {
  const messages = useSwapMessages()
  const { tag: locale } = useLocale()
  const context = useFeatureContext(swapsNeeds)
  const swap = useSnapshot(controller.state)
  const { from, to } = chosenTokens(swap)
  const { quote, preview } = swap
  if (!from || !to || !quote || !preview) return null
  const busy = swap.stage !== 'idle'
  const amount = (value: string, decimals: number, symbol: string) =>
    messages.amountWithSymbol({
      amount: formatAmount(formatUnits(BigInt(value), decimals), locale),
      symbol,
    })
  const confirmText =
    swap.stage === 'approving'
      ? messages.approving({ symbol: from.symbol })
      : swap.stage === 'swapping'
        ? messages.swapping()
        : preview.needsApproval
          ? messages.approveAndSwap()
          : messages.swap()

  return (
    <div className="gh-view gh-swap" aria-busy={busy}>
      <Text as="h2" variant="title">
        {messages.previewHeading()}
      </Text>
      <div className="gh-swap__summary">
        <Text variant="small" tone="muted">
          {messages.youPay()}
        </Text>
        <Text variant="large" dir="ltr">
          {amount(quote.fromAmount, from.decimals, from.symbol)}
        </Text>
        <Text variant="small" tone="muted">
          {messages.youReceive()}
        </Text>
        <Text variant="large" dir="ltr">
          {amount(quote.toAmount, to.decimals, to.symbol)}
        </Text>
      </div>
      <SwapDetails
        quote={quote}
        from={from}
        to={to}
        gas={BigInt(preview.gas)}
        native={swap.tokens.find(isNativeToken)}
        nativeDecimals={context.chain.network()?.nativeCurrency.decimals ?? 18}
      />
      {preview.needsApproval && (
        <Text variant="small" tone="muted">
          {messages.approvalNote({ symbol: from.symbol })}
        </Text>
      )}
      <Button fullWidth loading={busy} disabled={busy} onClick={() => void controller.confirm()}>
        {confirmText}
      </Button>
      <Button fullWidth variant="neutral" disabled={busy} onClick={() => controller.choose('form')}>
        {messages.back()}
      </Button>
    </div>
  )
}
