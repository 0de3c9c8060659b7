import { useStyles } from '../../styles/useStyles'
import { Button } from '../Button/Button'
import { Icon } from '../Icon/Icon'
import { Text } from '../Text/Text'
import css from './statusMessage.css?inline'

export interface StatusMessageProps {
  /** `error` is announced at once (an alert); `neutral`, for empty results and the like, politely. */
  tone: 'neutral' | 'error'
  title: string
  description?: string | undefined
  /** The button's label, such as "Try again"; the button shows when `onAction` is given too. */
  actionLabel?: string | undefined
  onAction?: (() => void) | undefined
}

/**
 * What a view shows instead of its content when there is none: no results, an error, a retry. The
 * button sits outside the live region so announcements carry the message and not the button.
 */
export function StatusMessage(props: StatusMessageProps) {
  useStyles(css)
  const isError = props.tone === 'error'
  return (
    <div className="gh-status-message" data-tone={props.tone}>
      <div className="gh-status-message__text" role={isError ? 'alert' : 'status'}>
        <span className="gh-status-message__icon">
          <Icon name={isError ? 'warning' : 'info'} size={24} />
        </span>
        <Text align="center" className="gh-status-message__title">
          {props.title}
        </Text>
        {props.description && (
          <Text variant="small" tone="muted" align="center">
            {props.description}
          </Text>
        )}
      </div>
      {props.actionLabel && props.onAction && (
        <Button variant="neutral" size="sm" icon={isError ? 'refresh' : undefined} onClick={props.onAction}>
          {props.actionLabel}
        </Button>
      )}
    </div>
  )
}
