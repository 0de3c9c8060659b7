import { useStyles } from '../../styles/useStyles'
import css from '../../styles/pageButton.css?inline'
import { Spinner } from '../Spinner/Spinner'
import { WalletImage } from '../WalletImage/WalletImage'

export interface WalletButtonProps {
  /** The wallet's name, shown as the button's label. */
  walletName: string
  walletImageUrl?: string | undefined
  /** While the wallet is being asked: a spinner, the button busy. */
  loading?: boolean
  disabled?: boolean
  onClick?: () => void
  onIntent?: () => void
}

/** A button for one named wallet: its logo and name, exposed as `::part(wallet-button)`. */
export function WalletButton(props: WalletButtonProps) {
  useStyles(css)
  const loading = props.loading ?? false
  return (
    <button
      type="button"
      className="gh-page-button gh-wallet-button"
      part="wallet-button"
      disabled={props.disabled || loading}
      aria-busy={loading || undefined}
      onClick={props.onClick}
      onPointerEnter={props.onIntent}
      onFocus={props.onIntent}
    >
      {loading ? (
        <Spinner size={22} />
      ) : (
        <WalletImage name={props.walletName} src={props.walletImageUrl} size={26} />
      )}
      <bdi>{props.walletName}</bdi>
    </button>
  )
}
