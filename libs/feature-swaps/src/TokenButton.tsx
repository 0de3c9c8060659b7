import { Icon, Logo } from '@gatehouse/ui'
import { useSwapMessages } from './i18n/swapMessages'
import type { SwapToken } from './swapTokens'

/** The token of one side of the form; opens the token list. */
export function TokenButton(props: { token: SwapToken | undefined; onClick(): void; disabled?: boolean }) {
  const messages = useSwapMessages()
  const { token } = props
  return (
    <button
      type="button"
      className="gh-swap__token"
      onClick={props.onClick}
      disabled={props.disabled}
      aria-label={token ? messages.changeToken({ symbol: token.symbol }) : messages.selectToken()}
    >
      {token && <Logo name={token.symbol} src={token.logoUri} size={24} radius="var(--gh-radius-full)" />}
      <span>{token ? token.symbol : messages.selectToken()}</span>
      <Icon name="chevronRight" size={16} />
    </button>
  )
}
