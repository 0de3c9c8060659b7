import { useUiMessages } from '../../i18n/uiMessages'
import { useStyles } from '../../styles/useStyles'
import { Icon } from '../Icon/Icon'
import { Logo } from '../Logo/Logo'
import css from './transactionRow.css?inline'

export interface TransactionRowProps {
  /** What happened: "Sent", "Received", "Minted", "Executed". */
  title: string
  /** What moved: "-1.5 ETH", "+250 GUSD", "Gatehouse Pass #3". */
  description: string
  /** The token or NFT image, with its name for the monogram when there is none. */
  image: { name: string; url?: string | undefined }
  /** When, in short words ("3 min ago", "قبل 3 دقائق"); the exact moment goes in `dateTime`. */
  timeLabel: string
  dateTime: string
  status: 'confirmed' | 'failed' | 'pending'
  direction: 'in' | 'out' | 'self'
}

/** One transaction of the activity list. A failed one says so in words, not only in colour. */
export function TransactionRow(props: TransactionRowProps) {
  useStyles(css)
  const messages = useUiMessages()
  return (
    <div className="gh-transaction-row" data-status={props.status} data-direction={props.direction}>
      <span className="gh-transaction-row__media">
        <Logo name={props.image.name} src={props.image.url} size={40} radius="var(--gh-radius-full)" />
        {props.status === 'failed' && (
          <span className="gh-transaction-row__badge">
            <Icon name="errorCircle" size={16} />
          </span>
        )}
      </span>
      <span className="gh-transaction-row__text">
        <span className="gh-transaction-row__title">
          {props.title}
          {props.status !== 'confirmed' && (
            <span className="gh-transaction-row__status">
              {' '}
              · {props.status === 'failed' ? messages.transactionFailed() : messages.transactionPending()}
            </span>
          )}
        </span>
        <span className="gh-transaction-row__description">
          <bdi>{props.description}</bdi>
        </span>
      </span>
      <time className="gh-transaction-row__time" dateTime={props.dateTime}>
        {props.timeLabel}
      </time>
    </div>
  )
}
