import { isMobileBrowser, safeUrl } from '@gatehouse/common'

/** What the kit needs to know about the page it runs in; tests pass their own. */
export interface Platform {
  isMobile(): boolean
  /** True when the page has a legacy injected provider (`window.ethereum`). */
  hasInjectedProvider(): boolean
  origin(): string
  /** The page's address, reported with analytics events. */
  pageUrl(): string
  /** Warms the browser cache for an image the modal will show soon. */
  prefetchImage(url: string): void
  /**
   * Opens a wallet link: `_self` for app deep links (must run inside the tap), `_blank` for web wallets.
   * A link the scheme allowlist refuses (`javascript:`, `data:`…) is not opened.
   */
  openUrl(url: string, target: '_self' | '_blank'): void
}

/** Reads the platform from the browser; on a server everything is false and the origin empty. */
export function browserPlatform(): Platform {
  return {
    isMobile: isMobileBrowser,
    hasInjectedProvider: () =>
      typeof window !== 'undefined' && 'ethereum' in window && Boolean(window.ethereum),
    origin: () => (typeof window === 'undefined' ? '' : window.location.origin),
    pageUrl: () => (typeof window === 'undefined' ? '' : window.location.href),
    prefetchImage: (url) => {
      if (typeof Image === 'undefined') return
      const image = new Image()
      image.decoding = 'async'
      image.src = url
    },
    openUrl: (url, target) => {
      // The last gate before the browser: a script URL here would run in the host page.
      const allowed = safeUrl(url, 'walletLink')
      if (allowed === undefined) {
        console.warn('[gatehouse] refused to open a link whose scheme is not allowed', url)
        return
      }
      if (target === '_self') window.location.href = allowed
      else window.open(allowed, '_blank', 'noopener,noreferrer')
    },
  }
}

declare global {
  interface Window {
    ethereum?: unknown
  }
}
