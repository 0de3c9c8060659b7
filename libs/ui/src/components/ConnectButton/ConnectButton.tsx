import { useStyles } from '../../styles/useStyles'
import { Button } from '../Button/Button'
import css from './connectButton.css?inline'

export interface ConnectButtonProps {
  /** "Connect Wallet" in the page's language, or the host's own label. */
  label: string
  /** "Connecting..." in the page's language, or the host's own label. */
  loadingLabel: string
  loading?: boolean
  disabled?: boolean
  size?: 'sm' | 'md'
  onClick?: () => void
  /** Hover, focus or press: the moment to start loading the modal, before the click lands. */
  onIntent?: () => void
}

/** Host CSS reaches the button as `appkit-button::part(connect-button)`. */
const hostPart = { part: 'connect-button' }

/** The host page's "Connect Wallet" button: an accent pill, exposed to host CSS as `::part(connect-button)`. */
export function ConnectButton(props: ConnectButtonProps) {
  useStyles(css)
  const loading = props.loading ?? false
  return (
    <Button
      {...hostPart}
      className="gh-connect-button"
      variant="accent"
      size={props.size ?? 'md'}
      loading={loading}
      disabled={props.disabled || loading}
      onClick={props.onClick}
      onPointerEnter={props.onIntent}
      onPointerDown={props.onIntent}
      onFocus={props.onIntent}
    >
      {loading ? props.loadingLabel : props.label}
    </Button>
  )
}
