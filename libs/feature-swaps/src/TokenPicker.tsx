import { useState } from 'react'
import { formatBalance, type CaipAddress } from '@gatehouse/common'
import { Button, ListItem, Logo, SearchInput, Text, useLocale } from '@gatehouse/ui'
import { useSwapMessages } from './i18n/swapMessages'
import { searchTokens, type SwapToken } from './swapTokens'

/** The list a side's token is picked from: search, then the tokens with what the account holds. */
export function TokenPicker(props: {
  tokens: readonly SwapToken[]
  selected: CaipAddress | undefined
  onSelect(address: CaipAddress): void
  onBack(): void
}) {
  const messages = useSwapMessages()
  const { tag: locale } = useLocale()
  const [search, setSearch] = useState('')
  const found = searchTokens(props.tokens, search)
  return (
    <div className="gh-view gh-swap-picker">
      <SearchInput value={search} onChange={setSearch} label={messages.searchToken()} autoFocus />
      <ul className="gh-swap-picker__list" aria-label={messages.selectToken()}>
        {found.map((token) => (
          <li key={token.address}>
            <ListItem
              media={
                <Logo name={token.symbol} src={token.logoUri} size={32} radius="var(--gh-radius-full)" />
              }
              label={token.symbol}
              tag={messages.tokenHeld({
                amount: formatBalance(token.balance, undefined, locale),
                symbol: token.symbol,
              })}
              current={token.address === props.selected}
              onClick={() => props.onSelect(token.address)}
            />
          </li>
        ))}
      </ul>
      {found.length === 0 && (
        <Text variant="small" tone="muted">
          {messages.noTokens()}
        </Text>
      )}
      <Button variant="neutral" fullWidth onClick={props.onBack}>
        {messages.back()}
      </Button>
    </div>
  )
}
