import { safeUrl } from '@gatehouse/common'
import type { WalletListing } from '@gatehouse/controllers'

/** The ways the ConnectingWalletConnect view offers to open a catalogue wallet. */
export interface WalletAppLinks {
  /** The wallet app: its deep link on a phone, its desktop app on a computer. */
  app: string | undefined
  /** Its web app (never a Chrome Web Store page, which is not a wallet). */
  web: string | undefined
}

/**
 * The wallet's app and web-app links that pass the scheme allowlist (the wallet's own scheme or
 * http(s)); a refused link gets no button at all.
 */
export function walletAppLinks(
  wallet: Pick<WalletListing, 'mobile_link' | 'desktop_link' | 'webapp_link'>,
  isMobile: boolean,
): WalletAppLinks {
  const app = safeUrl(isMobile ? wallet.mobile_link : wallet.desktop_link, 'walletLink')
  const web = safeUrl(wallet.webapp_link, 'walletLink')
  return { app, web: web && !web.includes('chrome.google.com') ? web : undefined }
}
