import type { WalletListing } from '@gatehouse/controllers'

/** Where a phone gets the wallet app: the App Store on Apple devices, Google Play elsewhere. */
export function storeLink(
  wallet: Pick<WalletListing, 'app_store' | 'play_store'>,
  userAgent: string,
): string | undefined {
  const apple = /iPhone|iPad|iPod|Macintosh/i.test(userAgent)
  return (apple ? wallet.app_store : wallet.play_store) ?? wallet.app_store ?? wallet.play_store ?? undefined
}
