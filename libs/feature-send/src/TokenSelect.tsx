import { useId } from 'react'
import { formatBalance } from '@gatehouse/common'
import type { Balance } from '@gatehouse/controllers'
import { useLocale } from '@gatehouse/ui'
import { useSendMessages } from './i18n/sendMessages'

/** The key a balance is chosen by: its contract, or the native currency's symbol. */
export const tokenKey = (token: Balance) => token.address ?? `native:${token.symbol}`

/** Picks the token to send among the account's balances; starts with none chosen. */
export function TokenSelect(props: {
  tokens: readonly Balance[]
  selected: Balance | undefined
  onSelect(token: Balance | undefined): void
  disabled?: boolean
}) {
  const id = useId()
  const messages = useSendMessages()
  const { tag: locale } = useLocale()
  return (
    <div className="gh-send__field">
      <label htmlFor={id} className="gh-send__label">
        {messages.token()}
      </label>
      <select
        id={id}
        className="gh-send__select"
        value={props.selected ? tokenKey(props.selected) : ''}
        disabled={props.disabled}
        onChange={(event) =>
          props.onSelect(props.tokens.find((token) => tokenKey(token) === event.target.value))
        }
      >
        <option value="">{messages.chooseToken()}</option>
        {props.tokens.map((token) => (
          <option key={tokenKey(token)} value={tokenKey(token)}>
            {messages.tokenOption({
              symbol: token.symbol,
              amount: formatBalance(token.quantity.numeric, undefined, locale),
            })}
          </option>
        ))}
      </select>
    </div>
  )
}
