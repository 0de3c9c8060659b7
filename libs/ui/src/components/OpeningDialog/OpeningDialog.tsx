import { useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react'
import { useStyles } from '../../styles/useStyles'
import css from './openingDialog.css?inline'
import { OpeningWalletRow, type OpeningWallet } from './OpeningWalletRow'

export type { OpeningWallet }

/** The start of the modal's first view that the frame can list already: the wallets found in this browser. */
export interface OpeningList {
  /** The list's name ("Wallets"). */
  label: string
  wallets: readonly OpeningWallet[]
  /** Rows still on their way under the wallets (the catalogue's picks, All Wallets): placeholders. */
  pendingRows: number
  /** Placeholders of the sections under the list (e-mail, social login): their heights in pixels. */
  sections: readonly number[]
  /** The wallet pressed before the modal arrived: the modal goes on with it. */
  chosen?: string | undefined
  onChoose: (key: string) => void
}

export interface OpeningDialogProps {
  /** Shown; rendered closed beforehand, it shows without a render of its own. */
  open: boolean
  /** The title of the view the modal opens on ("Connect Wallet"). */
  title: string
  /** The close button's name in the visitor's language. */
  closeLabel: string
  /** Escape, the backdrop or the close button: the visitor no longer wants the modal. */
  onRequestClose: () => void
  /**
   * Called once it shows, with `dismiss`: closes it at once, focus back where it was, and says
   * whether it was still showing. The modal calls it as it takes this dialog's place.
   */
  onShown?: (dismiss: () => boolean) => void
  /**
   * The wallets to list, as the modal will list them; without any, the list's outline. The first
   * wallet takes focus (as in the modal), else Close.
   */
  list?: OpeningList | undefined
}

const rows = [0, 1, 2, 3]

/** The focused element, inside shadow roots too. */
function focusedElement(): Element | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/**
 * The modal's frame while the modal's code is still arriving: a native modal `<dialog>` drawn like
 * the modal's (panel, title, close button) with the wallet list's outline, so that a press shows the
 * modal in the next frame; with the wallets found in this browser (`list`), their rows already, which
 * the visitor can press. Labelled by its title; the first wallet (else the close button) takes focus,
 * Escape and the backdrop ask to close, and focus returns to where it was when it closes or is
 * dismissed. It imports nothing but its own styles, so that its code is a small chunk that evaluates
 * at once.
 */
export function OpeningDialog(props: OpeningDialogProps) {
  useStyles(css)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const titleId = useId()
  const latest = useRef(props)
  useLayoutEffect(() => {
    latest.current = props
  })
  const { open, list } = props

  // Shown as it commits, not after the next paint: it is there to paint in the very next frame.
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    const origin = focusedElement()
    if (typeof dialog.showModal === 'function') dialog.showModal()
    else dialog.setAttribute('open', '')
    ;(listRef.current?.querySelector('button') ?? closeRef.current)?.focus()
    let showing = true
    const dismiss = () => {
      if (!showing) return false
      showing = false
      if (typeof dialog.close === 'function') dialog.close()
      else dialog.removeAttribute('open')
      if (origin instanceof HTMLElement && origin.isConnected) origin.focus()
      return true
    }
    const onCancel = (event: Event) => {
      event.preventDefault()
      latest.current.onRequestClose()
    }
    dialog.addEventListener('cancel', onCancel)
    latest.current.onShown?.(dismiss)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dismiss()
    }
  }, [open])

  // Wallets listed after it showed: the first takes focus from Close, unless the visitor moved it.
  const listed = (list?.wallets.length ?? 0) > 0
  useLayoutEffect(() => {
    if (open && listed && focusedElement() === closeRef.current)
      listRef.current?.querySelector('button')?.focus()
  }, [open, listed])

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape') return
    event.preventDefault()
    event.stopPropagation()
    props.onRequestClose()
  }

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === dialogRef.current) props.onRequestClose()
  }

  return (
    <dialog
      ref={dialogRef}
      className="gh-opening"
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className="gh-opening__panel" part="modal">
        <div className="gh-opening__header">
          <h2 id={titleId} className="gh-opening__title">
            {props.title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="gh-opening__close"
            aria-label={props.closeLabel}
            title={props.closeLabel}
            onClick={props.onRequestClose}
          >
            <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <div className="gh-opening__view">
          {list && list.wallets.length > 0 ? (
            <>
              <ul ref={listRef} className="gh-opening__list" aria-label={list.label}>
                {list.wallets.map((wallet) => (
                  <li key={wallet.key}>
                    <OpeningWalletRow
                      wallet={wallet}
                      chosen={list.chosen === wallet.key}
                      onChoose={() => list.onChoose(wallet.key)}
                    />
                  </li>
                ))}
                {Array.from({ length: list.pendingRows }, (_, index) => (
                  <li key={index} className="gh-opening__row" aria-hidden="true" />
                ))}
              </ul>
              {list.sections.map((height, index) => (
                <div key={index} className="gh-opening__row" aria-hidden="true" style={{ height }} />
              ))}
            </>
          ) : (
            <div className="gh-opening__list" aria-busy="true">
              {rows.map((row) => (
                <div key={row} className="gh-opening__row" />
              ))}
            </div>
          )}
        </div>
      </div>
    </dialog>
  )
}
