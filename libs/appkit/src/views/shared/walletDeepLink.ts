import { formatWalletLink } from '@gatehouse/common'
import type { WalletListing } from '@gatehouse/controllers'

/**
 * The link that hands a pairing URI to a catalogue wallet on a phone: its app (in the same tab, as app
 * links must open inside the tap), else its web app (a new tab). Undefined when neither link passes
 * the scheme allowlist.
 */
export function walletDeepLink(
  wallet: Pick<WalletListing, 'mobile_link' | 'webapp_link'>,
  uri: string,
): { url: string; target: '_self' | '_blank' } | undefined {
  const app = wallet.mobile_link ? formatWalletLink(wallet.mobile_link, uri) : undefined
  if (app) return { url: app, target: '_self' }
  const web = wallet.webapp_link ? formatWalletLink(wallet.webapp_link, uri) : undefined
  return web ? { url: web, target: '_blank' } : undefined
}
