import { useStyles } from '../../styles/useStyles'
import { Spinner } from '../Spinner/Spinner'
import css from './connectButton.css?inline'

export interface ConnectButtonProps {
  label?: string
  loadingLabel?: string
  loading?: boolean
  disabled?: boolean
  size?: 'sm' | 'md'
  onClick?: () => void
  /** Hover, focus or press: the moment to start loading the modal, before the click lands. */
  onIntent?: () => void
}

/** The host page's "Connect Wallet" button. */
export function ConnectButton(props: ConnectButtonProps) {
  useStyles(css)
  const loading = props.loading ?? false
  return (
    <button
      type="button"
      className="gh-connect-button"
      part="connect-button"
      data-size={props.size ?? 'md'}
      disabled={props.disabled || loading}
      aria-busy={loading || undefined}
      onClick={props.onClick}
      onPointerEnter={props.onIntent}
      onPointerDown={props.onIntent}
      onFocus={props.onIntent}
    >
      {loading && <Spinner size={16} />}
      {loading ? (props.loadingLabel ?? 'Connecting...') : (props.label ?? 'Connect Wallet')}
    </button>
  )
}
