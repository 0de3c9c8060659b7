import type { FormEvent } from 'react'
import { useSnapshot } from 'valtio/react'
import { formatBalance, formatUnits, formatUsd } from '@gatehouse/common'
import { useFeatureContext } from '@gatehouse/controllers/react'
import { Button, IconButton, Text, useLocale } from '@gatehouse/ui'
import type { SwapController } from './createSwapController'
import { formatAmount } from './formatAmount'
import { useSwapMessages, type SwapMessages } from './i18n/swapMessages'
import { SwapDetails } from './SwapDetails'
import { swapErrorText } from './swapErrorText'
import { chosenTokens, swapFormStatus, type SwapFormStatus } from './swapFormStatus'
import { typicalSwapGas } from './swapQuote'
import { isNativeToken, type SwapToken } from './swapTokens'
import { TokenButton } from './TokenButton'
import { swapsNeeds } from './needs'

function buttonText(status: SwapFormStatus, from: SwapToken | undefined, messages: SwapMessages): string {
  switch (status) {
    case 'chooseTokens':
      return messages.chooseTokens()
    case 'enterAmount':
      return messages.enterAmount()
    case 'invalidAmount':
      return messages.invalidAmount()
    case 'quoting':
      return messages.quoting()
    case 'insufficientLiquidity':
      return messages.insufficientLiquidity()
    case 'quoteFailed':
      return messages.quoteFailed()
    case 'noRoute':
      return messages.noRoute()
    case 'insufficientBalance':
      return messages.insufficientBalance({ symbol: from?.symbol ?? '' })
    case 'ready':
      return messages.review()
  }
}

/** The Swap form: what to sell and how much, what comes back, the live quote's details. */
export function SwapForm({ controller }: { controller: SwapController }) {
  const messages = useSwapMessages()
  const { tag: locale } = useLocale()
  const context = useFeatureContext(swapsNeeds)
  const swap = useSnapshot(controller.state)
  const { from, to } = chosenTokens(swap)
  const status = swapFormStatus(controller.state)
  const preparing = swap.stage === 'preparing'
  const quote = swap.quote
  const received = quote && to ? formatAmount(formatUnits(BigInt(quote.toAmount), to.decimals), locale) : ''
  const amount = Number(swap.amount)
  const worth = from?.price && amount > 0 ? formatUsd(amount * from.price, locale) : undefined
  const native = swap.tokens.find(isNativeToken)
  // A failed swap says why until the visitor edits; a failed quote while it stands.
  const failure = swap.error ?? (swap.quoteStatus === 'failed' ? swap.quoteError : undefined)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void controller.review()
  }

  return (
    <form className="gh-view gh-swap" onSubmit={onSubmit} noValidate aria-busy={preparing}>
      <section className="gh-swap__side" aria-labelledby="gh-swap-pay">
        <label className="gh-swap__label" id="gh-swap-pay" htmlFor="gh-swap-amount">
          {messages.youPay()}
        </label>
        <div className="gh-swap__row">
          <input
            id="gh-swap-amount"
            className="gh-swap__amount"
            value={swap.amount}
            onChange={(event) => controller.setAmount(event.target.value)}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            dir="ltr"
            readOnly={preparing}
          />
          <TokenButton token={from} onClick={() => controller.choose('selectFrom')} disabled={preparing} />
        </div>
        {from && (
          <div className="gh-swap__row">
            <Text variant="small" tone="muted">
              {messages.balance({ amount: formatBalance(from.balance, undefined, locale) })}
              {worth && ` · ${messages.balanceWorth({ worth })}`}
            </Text>
            <Button
              size="sm"
              variant="ghost"
              type="button"
              onClick={controller.setMaximum}
              disabled={preparing}
            >
              {messages.max()}
            </Button>
          </div>
        )}
      </section>
      <div className="gh-swap__flip">
        <IconButton icon="swap" label={messages.flip()} onClick={controller.flip} disabled={preparing} />
      </div>
      <section className="gh-swap__side" aria-labelledby="gh-swap-receive">
        <span className="gh-swap__label" id="gh-swap-receive">
          {messages.youReceive()}
        </span>
        <div className="gh-swap__row">
          <output className="gh-swap__amount" dir="ltr" aria-labelledby="gh-swap-receive" aria-live="polite">
            {received || '0'}
          </output>
          <TokenButton token={to} onClick={() => controller.choose('selectTo')} disabled={preparing} />
        </div>
        {to && (
          <Text variant="small" tone="muted">
            {messages.balance({ amount: formatBalance(to.balance, undefined, locale) })}
          </Text>
        )}
      </section>
      {quote && from && to && (status === 'ready' || status === 'insufficientBalance') && (
        <div className="gh-swap__quote">
          <SwapDetails
            quote={quote}
            from={from}
            to={to}
            gas={typicalSwapGas}
            native={native}
            nativeDecimals={context.chain.network()?.nativeCurrency.decimals ?? 18}
          />
          <IconButton
            icon="refresh"
            label={messages.refresh()}
            onClick={controller.refreshQuote}
            disabled={preparing || swap.quoteStatus === 'loading'}
          />
        </div>
      )}
      <div className="gh-swap__error" role="alert">
        {failure && (
          <Text variant="small" tone="error">
            {swapErrorText(failure, messages)}
          </Text>
        )}
      </div>
      <Button
        type="submit"
        fullWidth
        loading={preparing || status === 'quoting'}
        disabled={status !== 'ready' || preparing}
      >
        {preparing ? messages.preparing() : buttonText(status, from, messages)}
      </Button>
    </form>
  )
}
