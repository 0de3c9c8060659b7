import { useEffect, type RefObject } from 'react'

/**
 * Once `ready` (a list arrived after the dialog opened), focuses the first button in `container`,
 * unless the visitor already moved focus into the view's content. Without this, focus would start on
 * the header's Close button whenever the list arrives after the dialog opened.
 */
export function useFocusFirst(container: RefObject<HTMLElement | null>, ready: boolean) {
  useEffect(() => {
    const element = container.current
    if (!ready || !element) return
    // After the dialog's own opening focus (a parent effect, which runs after this one).
    const frame = requestAnimationFrame(() => {
      const active = (element.getRootNode() as Document | ShadowRoot).activeElement
      if (active && element.closest('.gh-modal__body')?.contains(active)) return
      element.querySelector<HTMLElement>('button:not([disabled])')?.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [container, ready])
}
