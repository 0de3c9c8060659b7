import { safeUrl } from '@gatehouse/common'
import type { ReceivedMessage } from './socialResultMessage'

/** A popup the social login opened. */
export interface SocialPopup {
  /** The popup's window, the only source its result is accepted from. */
  readonly window: unknown
  /** Points the popup at the provider's start address. */
  go(url: string): void
  isClosed(): boolean
  close(): void
}

/** What the social login does with the page's window; tests pass their own. */
export interface SocialLoginWindow {
  /** Opens an empty popup, at once inside the click (so blockers allow it); undefined when none opened. */
  openPopup(): SocialPopup | undefined
  /** Leaves the page for `url` (the redirect flow). */
  navigate(url: string): void
  /** Listens to the page's `message` events; returns the unsubscribe function. */
  onMessage(listener: (event: ReceivedMessage) => void): () => void
  /** The page's address: where the redirect flow comes back to. */
  pageUrl(): string
  /** True in an in-app browser (Telegram's and the like), where a popup cannot come back. */
  inAppBrowser(): boolean
}

const popupName = 'gatehouse-social-login'
const popupFeatures = 'popup=yes,width=500,height=640'

/** In-app browsers whose popups never return to the page that opened them. */
const inAppPattern = /\bTelegram\b|FBAN|FBAV|Instagram|\bLine\/|MicroMessenger|\bTwitter\b/i

/** True for the user agent of an in-app browser, or a page inside Telegram's (its web view's bridge). */
export function isInAppBrowser(userAgent: string, hasTelegramBridge: boolean): boolean {
  return hasTelegramBridge || inAppPattern.test(userAgent)
}

/** The social login's window in the browser. */
export function browserSocialLoginWindow(): SocialLoginWindow {
  return {
    openPopup() {
      const opened = window.open('about:blank', popupName, popupFeatures)
      if (!opened) return undefined
      return {
        window: opened,
        go(url) {
          // Checked again where it is opened (docs/architecture/errors.md#url-allowlist).
          const address = safeUrl(url, 'web')
          if (address) opened.location.href = address
        },
        isClosed: () => opened.closed,
        close: () => opened.close(),
      }
    },
    navigate(url) {
      const address = safeUrl(url, 'web')
      if (address) window.location.assign(address)
    },
    onMessage(listener) {
      const handle = (event: MessageEvent) => listener(event)
      window.addEventListener('message', handle)
      return () => window.removeEventListener('message', handle)
    },
    pageUrl: () => window.location.href,
    inAppBrowser: () => isInAppBrowser(navigator.userAgent, 'TelegramWebviewProxy' in window),
  }
}
