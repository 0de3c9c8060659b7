/** A wallet the frame lists before the modal's code has arrived (an installed wallet, WalletConnect). */
export interface OpeningWallet {
  key: string
  name: string
  /** Its icon: an image URL the caller has already checked (an `<img>` may show it), or none. */
  icon?: string | undefined
  /** A short tag after the name, such as "Installed". */
  tag?: string | undefined
  /** The hue of its monogram, shown without an icon: Monogram's for the name (hueFromString). */
  hue: number
}

/**
 * One row of the frame's wallet list, drawn like the modal's WalletListItem (logo or monogram, name,
 * tag, chevron) without its code (it imports nothing, so that the frame's chunk loads alone), so that
 * the modal's row takes its place unchanged. `chosen` marks
 * the row pressed before the modal arrived: the modal opens on that wallet.
 */
export function OpeningWalletRow(props: { wallet: OpeningWallet; chosen: boolean; onChoose: () => void }) {
  const { wallet } = props
  return (
    <button
      type="button"
      className="gh-opening__wallet"
      aria-busy={props.chosen || undefined}
      onClick={props.onChoose}
    >
      {wallet.icon ? (
        <img className="gh-opening__logo" src={wallet.icon} alt="" width={40} height={40} draggable={false} />
      ) : (
        <span
          className="gh-opening__monogram"
          aria-hidden="true"
          style={{ background: `hsl(${wallet.hue} 55% 38%)` }}
        >
          {wallet.name.trim().charAt(0) || '?'}
        </span>
      )}
      <span className="gh-opening__name">{wallet.name}</span>
      {wallet.tag && <span className="gh-opening__tag">{wallet.tag}</span>}
      {props.chosen ? (
        <svg className="gh-opening__spinner" width={18} height={18} viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      ) : (
        <svg
          width={18}
          height={18}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          data-mirror="true"
        >
          <path
            d="M9 5l7 7-7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )}
    </button>
  )
}
