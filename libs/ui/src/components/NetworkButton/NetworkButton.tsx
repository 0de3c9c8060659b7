import pageButtonCss from '../../styles/pageButton.css?inline'
import { useStyles } from '../../styles/useStyles'
import { Icon } from '../Icon/Icon'
import { NetworkImage } from '../NetworkImage/NetworkImage'
import css from './networkButton.css?inline'

export interface NetworkButtonProps {
  /** The active network's name; undefined on a network the application does not support. */
  networkName?: string | undefined
  networkImageUrl?: string | undefined
  /** Shown instead of a name on an unsupported network: "Switch network" in the page's language. */
  unsupportedLabel: string
  disabled?: boolean
  onClick?: () => void
  /** Hover, focus or press: the moment to start loading the modal. */
  onIntent?: () => void
}

/** The host page's network button: the active network's logo and name, exposed as `::part(network-button)`. */
export function NetworkButton(props: NetworkButtonProps) {
  useStyles(pageButtonCss)
  useStyles(css)
  const unsupported = props.networkName === undefined
  return (
    <button
      type="button"
      className="gh-page-button gh-network-button"
      part="network-button"
      data-unsupported={unsupported}
      disabled={props.disabled}
      onClick={props.onClick}
      onPointerEnter={props.onIntent}
      onFocus={props.onIntent}
    >
      {unsupported ? (
        <Icon name="warning" size={18} />
      ) : (
        <NetworkImage name={props.networkName as string} src={props.networkImageUrl} size={22} />
      )}
      <span className="gh-network-button__name">{props.networkName ?? props.unsupportedLabel}</span>
    </button>
  )
}
