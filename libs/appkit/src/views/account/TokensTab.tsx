import { useEffect } from 'react'
import { useActiveNamespace, useKit, useKitState } from '@gatehouse/controllers/react'
import { SkeletonRows, StatusMessage, TokenRow } from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'

/** The Tokens tab: what the account holds on the active network, with its worth in dollars. */
export function TokensTab() {
  const kit = useKit()
  const messages = useAppkitMessages()
  const portfolio = useKitState((k) => k.portfolio.state)
  const caipAddress = useActiveNamespace()?.account.caipAddress

  useEffect(() => {
    void kit.portfolio.load()
  }, [kit, caipAddress])

  if (portfolio.status === 'unsupported') {
    return (
      <StatusMessage
        tone="neutral"
        title={messages.errorTokenBalanceUnavailable()}
        description={messages.tokensUnsupportedText()}
      />
    )
  }
  if (portfolio.status === 'failed' && portfolio.balances.length === 0) {
    return (
      <StatusMessage
        tone="error"
        title={messages.errorTokenBalanceUnavailable()}
        description={messages.tokensFailedText()}
        actionLabel={messages.tryAgain()}
        onAction={() => void kit.portfolio.load({ force: true })}
      />
    )
  }
  if (portfolio.status === 'loading' || portfolio.status === 'idle') {
    return <SkeletonRows label={messages.loadingTokens()} className="gh-account__rows" />
  }
  if (portfolio.balances.length === 0) {
    return (
      <StatusMessage tone="neutral" title={messages.noTokensTitle()} description={messages.noTokensText()} />
    )
  }
  return (
    <ul className="gh-account__rows" aria-label={messages.tabTokens()}>
      {portfolio.balances.map((balance) => (
        <li key={balance.address ?? `native:${balance.symbol}`}>
          <TokenRow
            name={balance.name}
            symbol={balance.symbol}
            amount={balance.quantity.numeric}
            valueUsd={balance.price ? balance.value : undefined}
            iconUrl={balance.iconUrl}
          />
        </li>
      ))}
    </ul>
  )
}
