import { formatBalance, formatUsd } from '@gatehouse/common'
import { useLocale } from '../../i18n/LocaleContext'
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

/** One token the account holds: icon, name, amount and its worth. */
export function TokenRow(props: TokenRowProps) {
  useStyles(css)
  const { tag } = useLocale()
  return (
    <div className="gh-token-row">
      <Logo name={props.symbol} src={props.iconUrl} size={36} radius="var(--gh-radius-full)" />
      <span className="gh-token-row__names">
        <span className="gh-token-row__name">{props.name}</span>
        <span className="gh-token-row__amount">
          <bdi>
            {formatBalance(props.amount, undefined, tag)} {props.symbol}
          </bdi>
        </span>
      </span>
      {props.valueUsd !== undefined && (
        <span className="gh-token-row__value" dir="ltr">
          {formatUsd(props.valueUsd, tag)}
        </span>
      )}
    </div>
  )
}
