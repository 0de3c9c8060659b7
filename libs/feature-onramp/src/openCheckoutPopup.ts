import { safeUrl } from '@gatehouse/common'

/** The provider's checkout window: its size suits the providers' pages. */
const popupFeatures = 'popup,width=460,height=760'

/** A checkout window opened on the visitor's click, before its address is known. */
export interface CheckoutPopup {
  /** Sends the window to the provider's page; false when the address is not a web address. */
  navigate(url: string): boolean
  closed(): boolean
  close(): void
}

/**
 * Opens an empty window now, inside the visitor's click (later, a popup blocker would stop it), and
 * sends it to the checkout once the URL is known. The URL passes `safeUrl` first; the window gets no
 * handle on this page. Undefined when the browser blocked the window.
 */
export function openCheckoutPopup(
  open: typeof window.open = window.open.bind(window),
): CheckoutPopup | undefined {
  const popup = open('about:blank', '_blank', popupFeatures)
  if (!popup) return undefined
  popup.opener = null
  return {
    navigate(url) {
      const safe = safeUrl(url, 'web')
      if (!safe) {
        popup.close()
        return false
      }
      popup.location.replace(safe)
      return true
    },
    closed: () => popup.closed,
    close: () => popup.close(),
  }
}
