import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react'
import { useStyles } from '../../styles/useStyles'
import { useThemePalette } from '../../theme/ThemeRoot'
import dialogCss from '../Dialog/dialog.css?inline'
import { captureFocus, focusableElements, restoreFocus } from '../Dialog/focusables'
import { Header } from '../Header/Header'
import { Skeleton } from '../Skeleton/Skeleton'
import css from './openingDialog.css?inline'

export interface OpeningDialogProps {
  /** Shown; rendered closed beforehand, it shows without a render of its own. */
  open: boolean
  /** The title of the view the modal opens on ("Connect Wallet"). */
  title: string
  /** Escape, the backdrop or the close button: the visitor no longer wants the modal. */
  onRequestClose: () => void
  /**
   * Called once it shows, with `dismiss`: closes it at once, focus back where it was, and says
   * whether it was still showing. The modal calls it as it takes this dialog's place.
   */
  onShown?: (dismiss: () => boolean) => void
}

const rows = [0, 1, 2, 3]

/**
 * The modal's frame while the modal's code is still arriving: the same native modal `<dialog>`,
 * panel and header as `Dialog`, with the wallet list's outline, so that a press shows the modal in
 * the next frame. Labelled by its title, Escape and the backdrop ask to close, and focus returns to
 * where it was when it closes or is dismissed.
 */
export function OpeningDialog(props: OpeningDialogProps) {
  useStyles(dialogCss)
  useStyles(css)
  useThemePalette()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const latest = useRef(props)
  useEffect(() => {
    latest.current = props
  })

  const { open } = props
  // Shown as it commits, not after the next paint: it is there to paint in the very next frame.
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    const origin = captureFocus()
    if (typeof dialog.showModal === 'function') dialog.showModal()
    else dialog.setAttribute('open', '')
    // As `Dialog` does: the first control, not the title the browser would pick.
    focusableElements(dialog)[0]?.focus()
    let showing = true
    const dismiss = () => {
      if (!showing) return false
      showing = false
      if (typeof dialog.close === 'function') dialog.close()
      else dialog.removeAttribute('open')
      restoreFocus(origin)
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
      className="gh-dialog"
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className="gh-dialog__panel" part="modal">
        <Header title={props.title} titleId={titleId} onClose={props.onRequestClose} />
        <div className="gh-opening-dialog__list" aria-busy="true">
          {rows.map((row) => (
            <Skeleton key={row} height={56} radius="m" />
          ))}
        </div>
      </div>
    </dialog>
  )
}
