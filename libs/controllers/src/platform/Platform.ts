/** What the kit needs to know about the page it runs in; tests pass their own. */
export interface Platform {
  isMobile(): boolean
  /** True when the page has a legacy injected provider (`window.ethereum`). */
  hasInjectedProvider(): boolean
  origin(): string
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
  }
}

declare global {
  interface Window {
    ethereum?: unknown
  }
}
