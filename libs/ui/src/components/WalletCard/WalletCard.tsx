import { useId } from 'react'
import { useUiMessages } from '../../i18n/uiMessages'
import { useStyles } from '../../styles/useStyles'
import { WalletImage } from '../WalletImage/WalletImage'
import css from './walletCard.css?inline'
import { walletCardTag } from './walletCardTag'

export interface WalletCardProps {
  name: string
  imageUrl?: string | undefined
  /** Shows an "Installed" tag (it wins over "Recent"). */
  installed?: boolean | undefined
  /** Shows a "Recent" tag when the wallet is not marked installed. */
  recent?: boolean | undefined
  onClick(): void
  /** Read after the name by assistive technology, for example "Opens a QR code". Not shown. */
  description?: string | undefined
}

/**
 * A wallet tile of the all-wallets grid: its image (or monogram) above its name, cut to one line on
 * screen but complete in the button's accessible name, and an optional tag.
 */
export function WalletCard(props: WalletCardProps) {
  useStyles(css)
  const descriptionId = useId()
  const messages = useUiMessages()
  const kind = walletCardTag(props)
  const tag = kind && (kind === 'installed' ? messages.walletInstalled() : messages.walletRecent())
  return (
    <button
      type="button"
      className="gh-wallet-card"
      onClick={props.onClick}
      // Spelled out: the tag comes first in the markup (it sits on the image) and would run into the name.
      aria-label={tag ? messages.walletWithTag({ name: props.name, tag }) : props.name}
      aria-describedby={props.description ? descriptionId : undefined}
    >
      <span className="gh-wallet-card__media">
        <WalletImage name={props.name} src={props.imageUrl} size={52} />
        {tag && <span className="gh-wallet-card__tag">{tag}</span>}
      </span>
      <span className="gh-wallet-card__name" title={props.name}>
        {props.name}
      </span>
      {props.description && (
        <span id={descriptionId} hidden>
          {props.description}
        </span>
      )}
    </button>
  )
}
