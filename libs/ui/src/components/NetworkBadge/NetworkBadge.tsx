import { useUiMessages } from '../../i18n/uiMessages'
import { useStyles } from '../../styles/useStyles'
import { Icon } from '../Icon/Icon'
import { NetworkImage } from '../NetworkImage/NetworkImage'
import css from './networkBadge.css?inline'

/**
 * The current network as a pill. Without a network it says the wallet is on an unsupported one. With
 * `onClick` it is a button (for example to open the network list) and `actionLabel` names it.
 */
export function NetworkBadge(props: {
  name?: string | undefined
  imageUrl?: string | undefined
  onClick?: () => void
  actionLabel?: string
}) {
  useStyles(css)
  const messages = useUiMessages()
  const unsupported = props.name === undefined
  const content = unsupported ? (
    <>
      <Icon name="warning" size={16} />
      {messages.unsupportedNetwork()}
    </>
  ) : (
    <>
      <NetworkImage name={props.name as string} src={props.imageUrl} size={20} />
      {props.name}
    </>
  )
  if (!props.onClick) {
    return (
      <span className="gh-network-badge" data-unsupported={unsupported}>
        {content}
      </span>
    )
  }
  return (
    <button
      type="button"
      className="gh-network-badge"
      data-unsupported={unsupported}
      onClick={props.onClick}
      aria-label={props.actionLabel}
    >
      {content}
    </button>
  )
}
