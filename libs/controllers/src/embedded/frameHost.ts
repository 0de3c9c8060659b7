/** Where the frame is shown over the page, in viewport pixels. */
export interface FrameHostRect {
  top: number
  left: number
  width: number
  height: number
}

const backdropStyleId = 'gatehouse-frame-host-style'

/** The login frame's iframe at `src`, sandboxed and filling its host. */
export function frameElement(doc: Document, src: string): HTMLIFrameElement {
  const element = doc.createElement('iframe')
  element.src = src
  element.title = 'Gatehouse embedded wallet'
  element.dataset['gatehouseFrame'] = ''
  // The frame needs no power over the host page: scripts and its own origin's storage only.
  element.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups')
  element.setAttribute('allow', 'clipboard-write')
  Object.assign(element.style, { display: 'block', width: '100%', height: '100%', border: '0' })
  return element
}

/**
 * The dialog that holds the frame: closed (not rendered, the frame still loaded and listening) until an
 * approval waits. Shown with `showModal`, it sits in the top layer above the kit's own modal dialog,
 * which would otherwise make the frame inert. Escape does not close it: the frame's Reject does.
 */
export function frameHost(doc: Document): HTMLDialogElement {
  if (!doc.getElementById(backdropStyleId)) {
    const style = doc.createElement('style')
    style.id = backdropStyleId
    style.textContent = 'dialog[data-gatehouse-frame-host]::backdrop{background:transparent}'
    doc.head.appendChild(style)
  }
  const host = doc.createElement('dialog')
  host.dataset['gatehouseFrameHost'] = ''
  host.setAttribute('aria-label', 'Gatehouse embedded wallet')
  Object.assign(host.style, {
    position: 'fixed',
    margin: '0',
    padding: '0',
    border: '0',
    background: 'transparent',
    maxWidth: 'none',
    maxHeight: 'none',
    overflow: 'hidden',
  })
  host.addEventListener('cancel', (event) => event.preventDefault())
  return host
}

/**
 * Shows `host` at `rect`, above everything including the kit's modal dialog; `undefined` closes it
 * (the frame stays loaded).
 */
export function placeFrameHost(
  doc: Document,
  host: HTMLDialogElement,
  frame: HTMLIFrameElement | undefined,
  rect: FrameHostRect | undefined,
): void {
  if (!rect) {
    if (host.open) host.close()
    return
  }
  Object.assign(host.style, {
    top: `${rect.top}px`,
    left: `${rect.left}px`,
    width: `${rect.width}px`,
    height: `${rect.height}px`,
  })
  // Modal, so that it is the top layer's topmost element, above the kit's own modal dialog; a
  // dialog opened after it (the kit's modal opening in the same render) is covered again.
  if (!host.open) {
    host.showModal()
    return
  }
  const top = doc.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
  if (top && top !== host && top !== frame) {
    host.close()
    host.showModal()
  }
}
