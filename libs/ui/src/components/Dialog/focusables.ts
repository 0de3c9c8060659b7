const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** Elements inside `container` that Tab can reach, in document order. */
export function focusableElements(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  )
}

/** The focused element, looking inside shadow roots (the modal itself lives in one). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  const active = root.activeElement
  return active?.shadowRoot ? (deepActiveElement(active.shadowRoot) ?? active) : active
}
