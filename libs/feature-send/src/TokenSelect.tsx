import { useId } from 'react'
import { formatBalance } from '@gatehouse/common'
import type { Balance } from '@gatehouse/controllers'
import { useLocale } from '@gatehouse/ui'
import { useSendMessages } from './i18n/sendMessages'

/** The key a balance is chosen by: its contract, or the native currency's symbol. */
export const tokenKey = (token: Balance) => token.address ?? `native:${token.symbol}`

/**
 * Picks the token to send among the account's balances; starts with none chosen. An `error` shows
 * under it, tied to it for assistive technology (aria-invalid and aria-describedby).
 */
export function TokenSelect(props: {
  tokens: readonly Balance[]
  selected: Balance | undefined
  onSelect(token: Balance | undefined): void
  disabled?: boolean
  error?: string | undefined
}) {
  const id = useId()
  const errorId = `${id}-error`
  const messages = useSendMessages()
  const { tag: locale } = useLocale()
  return (
    <div className="gh-send__field" data-invalid={props.error ? true : undefined}>
      <label htmlFor={id} className="gh-send__label">
        {messages.token()}
      </label>
      <select
        id={id}
        className="gh-send__select"
        value={props.selected ? tokenKey(props.selected) : ''}
        disabled={props.disabled}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
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
      {props.error && (
        <span id={errorId} className="gh-send__field-error">
          {props.error}
        </span>
      )}
    </div>
  )
}
