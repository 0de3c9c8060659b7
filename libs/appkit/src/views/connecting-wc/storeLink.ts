import { safeUrl } from '@gatehouse/common'
import type { WalletListing } from '@gatehouse/controllers'

/**
 * Where a phone gets the wallet app: the App Store on Apple devices, Google Play elsewhere; only an
 * http(s) link, so a tampered catalogue entry can never put a script URL in the page.
 */
export function storeLink(
  wallet: Pick<WalletListing, 'app_store' | 'play_store'>,
  userAgent: string,
): string | undefined {
  const apple = /iPhone|iPad|iPod|Macintosh/i.test(userAgent)
  const appStore = safeUrl(wallet.app_store, 'web')
  const playStore = safeUrl(wallet.play_store, 'web')
  return (apple ? appStore : playStore) ?? appStore ?? playStore
}
