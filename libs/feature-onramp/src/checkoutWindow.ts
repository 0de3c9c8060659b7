import type { CheckoutPopup } from './openCheckoutPopup'
import { popupPollMs } from './onrampState'

/**
 * The provider's checkout window the on-ramp holds: kept once opened, polled for being closed while
 * the checkout is open, and let go when the checkout ends.
 */
export function createCheckoutWindow(onClosed: () => void) {
  let popup: CheckoutPopup | undefined
  let pollTimer: ReturnType<typeof setInterval> | undefined

  return {
    /** Keeps the window just opened for the checkout. */
    hold(opened: CheckoutPopup) {
      popup = opened
    },
    /** Checks the window every `popupPollMs`, and calls `onClosed` once the visitor has closed it. */
    watch() {
      clearInterval(pollTimer)
      pollTimer = setInterval(() => {
        if (popup?.closed()) onClosed()
      }, popupPollMs)
    },
    /** Closes the window if it is still held. */
    close() {
      popup?.close()
    },
    /** Forgets the window (its checkout never started); any polling goes on. */
    forget() {
      popup = undefined
    },
    /** Stops polling and forgets the window: the checkout is over. */
    release() {
      clearInterval(pollTimer)
      pollTimer = undefined
      popup = undefined
    },
  }
}

/** The checkout window of one on-ramp controller. */
export type CheckoutWindow = ReturnType<typeof createCheckoutWindow>
