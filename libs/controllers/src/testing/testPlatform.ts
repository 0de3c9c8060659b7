import type { Platform } from '../platform/Platform'

/** A desktop browser page on 127.0.0.1 that opens nothing and prefetches nothing: for unit tests. */
export const desktopTestPlatform: Platform = {
  isMobile: () => false,
  hasInjectedProvider: () => false,
  origin: () => 'http://127.0.0.1',
  prefetchImage: () => {},
  openUrl: () => {},
  pageUrl: () => 'http://localhost:5173/',
}
