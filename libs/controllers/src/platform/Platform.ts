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
  /** Opens a wallet link: `_self` for app deep links (must run inside the tap), `_blank` for web wallets. */
  openUrl(url: string, target: '_self' | '_blank'): void
}

/** Reads the platform from the browser; on a server everything is false and the origin empty. */
export function browserPlatform(): Platform {
  return {
    isMobile: () =>
      typeof window !== 'undefined' &&
      (window.matchMedia?.('(pointer: coarse)').matches === true ||
        /Android|iPhone|iPad|iPod|Mobile/i.test(window.navigator.userAgent)),
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
      if (target === '_self') window.location.href = url
      else window.open(url, '_blank', 'noopener,noreferrer')
    },
  }
}

declare global {
  interface Window {
    ethereum?: unknown
  }
}
