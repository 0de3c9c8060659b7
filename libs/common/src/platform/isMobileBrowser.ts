/**
 * Whether the page runs in a phone's or tablet's browser (a coarse pointer, or a mobile user agent):
 * wallets are then reached by their apps rather than a QR code. False outside a browser.
 */
export function isMobileBrowser(): boolean {
  return (
    typeof window !== 'undefined' &&
    (window.matchMedia?.('(pointer: coarse)').matches === true ||
      /Android|iPhone|iPad|iPod|Mobile/i.test(window.navigator.userAgent))
  )
}
