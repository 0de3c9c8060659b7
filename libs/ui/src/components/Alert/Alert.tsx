import { useUiMessages } from '../../i18n/uiMessages'
import { useStyles } from '../../styles/useStyles'
import { Icon } from '../Icon/Icon'
import { IconButton } from '../IconButton/IconButton'
import { Text } from '../Text/Text'
import css from './alert.css?inline'

/** A configuration problem worth the host's attention (an alert of docs/reference/messages.md#alerts), dismissible. */
export function Alert(props: { title: string; message: string; onDismiss?: () => void }) {
  useStyles(css)
  const messages = useUiMessages()
  return (
    <div className="gh-alert" role="alert">
      <Icon name="warning" />
      <div className="gh-alert__text">
        <Text variant="small">{props.title}</Text>
        <Text variant="small" tone="muted">
          {props.message}
        </Text>
      </div>
      {props.onDismiss && <IconButton icon="close" label={messages.dismiss()} onClick={props.onDismiss} />}
    </div>
  )
}
