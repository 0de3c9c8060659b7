import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { useStyles } from '../../styles/useStyles'
import css from './dialog.css?inline'
import { captureFocus, deepActiveElement, focusableElements, restoreFocus } from './focusables'

export interface DialogProps {
  open: boolean
  /** Id of the element that names the dialog (the header's title). */
  labelledBy: string
  /** Escape, the backdrop and the close button ask; the owner decides (closing can be refused). */
  onRequestClose: () => void
  /** Plays the refused-close shake. */
  shake?: boolean
  /**
   * Called as the dialog shows: closes the frame that stood in for it while its code arrived (see
   * OpeningDialog) and says whether one was showing; the dialog then appears without its entrance.
   */
  takeOver?: () => boolean
  children?: ReactNode
}

/**
 * The modal shell: a native modal `<dialog>` (top layer, inert page behind it), labelled by its title,
 * with focus kept inside on Tab and Shift+Tab, Escape and backdrop clicks forwarded to the owner, and
 * focus returned to where it was when the dialog closes.
 */
export function Dialog(props: DialogProps) {
  useStyles(css)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const { open } = props
  // The latest callbacks, for the listeners and effects set up once per opening.
  const latest = useRef(props)
  useEffect(() => {
    latest.current = props
  })

  // Whether this opening took over from the frame: asked once per opening, as the frame is gone after
  // the first ask (StrictMode's second run of the effect below would otherwise play the entrance).
  const instant = useRef<boolean>(undefined)

  useEffect(() => {
    const dialog = dialogRef.current
    const panel = panelRef.current
    if (!open) {
      instant.current = undefined
      return
    }
    if (!dialog || !panel) return
    // Before focus is captured: the frame it replaces hands focus back to where it was.
    instant.current ??= latest.current.takeOver?.() ?? false
    dialog.toggleAttribute('data-instant', instant.current)
    const origin = captureFocus()
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    }
    const initial =
      panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusableElements(panel)[0] ?? panel
    initial.focus()
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close()
      else dialog.removeAttribute('open')
      restoreFocus(origin)
    }
  }, [open])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // Chromium's close watcher can fire `cancel` without a keydown; the owner still decides.
    const onCancel = (event: Event) => {
      event.preventDefault()
      latest.current.onRequestClose()
    }
    dialog.addEventListener('cancel', onCancel)
    return () => dialog.removeEventListener('cancel', onCancel)
  }, [])

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      props.onRequestClose()
      return
    }
    if (event.key !== 'Tab' || !panelRef.current) return
    const focusables = focusableElements(panelRef.current)
    const first = focusables[0]
    const last = focusables[focusables.length - 1]
    const active = deepActiveElement()
    if (!first || !last) {
      event.preventDefault()
      return
    }
    if (event.shiftKey && (active === first || !panelRef.current.contains(active))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || !panelRef.current.contains(active))) {
      event.preventDefault()
      first.focus()
    }
  }

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === dialogRef.current) props.onRequestClose()
  }

  return (
    <dialog
      ref={dialogRef}
      className="gh-dialog"
      aria-labelledby={props.labelledBy}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div
        ref={panelRef}
        className="gh-dialog__panel"
        data-shake={props.shake ?? false}
        tabIndex={-1}
        part="modal"
      >
        {props.children}
      </div>
    </dialog>
  )
}
