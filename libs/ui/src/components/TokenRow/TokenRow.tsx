import { formatBalance } from '@gatehouse/common'
import { useStyles } from '../../styles/useStyles'
import { Logo } from '../Logo/Logo'
import css from './tokenRow.css?inline'

export interface TokenRowProps {
  name: string
  symbol: string
  /** The amount held, an exact decimal string; shown with 3 decimals, rounded down. */
  amount: string
  /** The amount's worth in US dollars, when a price is known. */
  valueUsd?: number | undefined
  iconUrl?: string | undefined
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** One token the account holds: icon, name, amount and its worth. */
export function TokenRow(props: TokenRowProps) {
  useStyles(css)
  return (
    <div className="gh-token-row">
      <Logo name={props.symbol} src={props.iconUrl} size={36} radius="var(--gh-radius-full)" />
      <span className="gh-token-row__names">
        <span className="gh-token-row__name">{props.name}</span>
        <span className="gh-token-row__amount">
          {formatBalance(props.amount)} {props.symbol}
        </span>
      </span>
      {props.valueUsd !== undefined && (
        <span className="gh-token-row__value">{usd.format(props.valueUsd)}</span>
      )}
    </div>
  )
}
