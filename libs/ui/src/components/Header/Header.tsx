import { useId } from 'react'
import { useUiMessages } from '../../i18n/uiMessages'
import { useStyles } from '../../styles/useStyles'
import { IconButton } from '../IconButton/IconButton'
import { Text } from '../Text/Text'
import css from './header.css?inline'

/**
 * The modal's header: back (when there is somewhere to go back to), the title, and close. While
 * `closeDisabledReason` is set the close button stays focusable but is disabled (`aria-disabled`,
 * clicks ignored) and describes why.
 */
export function Header(props: {
  title: string
  titleId: string
  onBack?: (() => void) | undefined
  onClose?: (() => void) | undefined
  closeDisabledReason?: string | undefined
}) {
  useStyles(css)
  const messages = useUiMessages()
  const reasonId = useId()
  const closeDisabled = props.closeDisabledReason !== undefined
  return (
    <div className="gh-header">
      <span className="gh-header__slot">
        {props.onBack && <IconButton icon="back" label={messages.back()} onClick={props.onBack} />}
      </span>
      <Text as="h2" variant="title" id={props.titleId} className="gh-header__title" tabIndex={-1}>
        {props.title}
      </Text>
      <span className="gh-header__slot">
        {props.onClose && (
          <IconButton
            icon="close"
            label={messages.close()}
            aria-disabled={closeDisabled || undefined}
            aria-describedby={closeDisabled ? reasonId : undefined}
            onClick={closeDisabled ? undefined : props.onClose}
          />
        )}
        {closeDisabled && (
          <span id={reasonId} className="gh-header__reason">
            {props.closeDisabledReason}
          </span>
        )}
      </span>
    </div>
  )
}
