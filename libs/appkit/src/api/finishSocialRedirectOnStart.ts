import { browserPageAddress, finishSocialRedirect, type Kit } from '@gatehouse/controllers'

/**
 * Finishes a social login that came back by redirect (`result_uri` in the page's address). A module
 * of its own, loaded only when the address has that parameter: no other host pays for it.
 */
export function finishSocialRedirectOnStart(kit: Kit): Promise<boolean> {
  return finishSocialRedirect({
    page: browserPageAddress(),
    options: kit.options,
    embeddedWallet: kit.embeddedWallet.wallet,
  })
}
