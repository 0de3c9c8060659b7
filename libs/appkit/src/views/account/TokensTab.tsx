import { useEffect } from 'react'
import { ErrorMessage } from '@gatehouse/common'
import { useActiveNamespace, useKit, useKitState } from '@gatehouse/controllers/react'
import { SkeletonRows, StatusMessage, TokenRow } from '@gatehouse/ui'

/** The Tokens tab: what the account holds on the active network, with its worth in dollars. */
export function TokensTab() {
  const kit = useKit()
  const portfolio = useKitState((k) => k.portfolio.state)
  const caipAddress = useActiveNamespace()?.account.caipAddress

  useEffect(() => {
    void kit.portfolio.load()
  }, [kit, caipAddress])

  if (portfolio.status === 'unsupported') {
    return (
      <StatusMessage
        tone="neutral"
        title={ErrorMessage.tokenBalanceUnavailable}
        description="Token balances are not available on this network."
      />
    )
  }
  if (portfolio.status === 'failed' && portfolio.balances.length === 0) {
    return (
      <StatusMessage
        tone="error"
        title={ErrorMessage.tokenBalanceUnavailable}
        description="The balances could not be read. You can try again 30 seconds after a failure."
        actionLabel="Try again"
        onAction={() => void kit.portfolio.load({ force: true })}
      />
    )
  }
  if (portfolio.status === 'loading' || portfolio.status === 'idle') {
    return <SkeletonRows label="Loading tokens" className="gh-account__rows" />
  }
  if (portfolio.balances.length === 0) {
    return (
      <StatusMessage tone="neutral" title="No tokens yet" description="Tokens you receive show up here." />
    )
  }
  return (
    <ul className="gh-account__rows" aria-label="Tokens">
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
