import { useStyles } from '../../styles/useStyles'
import baseCss from '../Button/buttonBase.css?inline'
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

/**
 * The host page's "Connect Wallet" button: an accent pill, exposed to host CSS as
 * `::part(connect-button)`. It is on the page before the kit loads, so it draws the accent button
 * itself (the base button styles only, no icons, a CSS ring while connecting) rather than the modal's `Button` with every variant.
 */
export function ConnectButton(props: ConnectButtonProps) {
  useStyles(baseCss)
  useStyles(css)
  const loading = props.loading ?? false
  return (
    <button
      type="button"
      part="connect-button"
      className="gh-button gh-connect-button"
      data-variant="accent"
      data-size={props.size ?? 'md'}
      data-full-width={false}
      aria-busy={loading || undefined}
      disabled={props.disabled || loading}
      onClick={props.onClick}
      onPointerEnter={props.onIntent}
      onPointerDown={props.onIntent}
      onFocus={props.onIntent}
    >
      {loading ? props.loadingLabel : props.label}
    </button>
  )
}
