const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** The elements under `node`, in the order they are drawn: a slot's place holds what it shows. */
function drawnElements(node: ParentNode, found: Element[] = []): Element[] {
  for (const child of Array.from(node.children)) {
    const assigned = child instanceof HTMLSlotElement ? child.assignedElements({ flatten: true }) : []
    // A slot that shows nothing from the page shows its own children.
    const shown = assigned.length > 0 ? assigned : [child]
    for (const element of shown) {
      found.push(element)
      drawnElements(element, found)
    }
  }
  return found
}

/**
 * Elements inside `container` that Tab can reach, in the order they are drawn: including what a slot
 * of it shows from the page (the embedded wallet's frame in the modal's body).
 */
export function focusableElements(container: ParentNode): HTMLElement[] {
  return drawnElements(container).filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      element.matches(focusableSelector) &&
      !element.closest('[inert]') &&
      element.getClientRects().length > 0,
  )
}

/** The focused element, looking inside shadow roots (the modal itself lives in one). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  const active = root.activeElement
  return active?.shadowRoot ? (deepActiveElement(active.shadowRoot) ?? active) : active
}

/** Where focus was before a dialog opened: the element, and the root (document or shadow root) it was in. */
export interface FocusOrigin {
  element: Element | null
  root: Node | undefined
}

export function captureFocus(): FocusOrigin {
  const element = deepActiveElement()
  return { element, root: element?.getRootNode() }
}

/**
 * Returns focus to where it was before the dialog opened. If that element is gone (a connect button
 * replaced by an account button inside the same custom element), focus goes to the first focusable
 * element of the shadow root that held it, or to its host.
 */
export function restoreFocus(origin: FocusOrigin) {
  const { element, root } = origin
  if (element instanceof HTMLElement && element.isConnected) {
    element.focus()
    return
  }
  if (!(root instanceof ShadowRoot) || !root.host.isConnected) return
  const replacement = focusableElements(root)[0] ?? (root.host as HTMLElement)
  replacement.focus()
}
