import { ErrorMessage } from '@gatehouse/common'
import type { FeatureContext } from '@gatehouse/controllers'
import { takeSocialResult } from './takeSocialResult'

/** The page's address as the redirect flow needs it; tests pass their own. */
export interface PageAddress {
  href(): string
  /** Replaces the page's address in the history, without loading anything. */
  replace(url: string): void
}

/** What finishing a redirect social login needs of the kit. */
export interface FinishSocialRedirectDeps {
  page: PageAddress
  options: { state: { embeddedWalletUrl: string } }
  embeddedWallet: Pick<FeatureContext<'embeddedWallet'>['embeddedWallet'], 'connectSocial'>
}

/** The browser's address bar (`history.replaceState`: no reload, no new history entry). */
export function browserPageAddress(): PageAddress {
  return {
    href: () => window.location.href,
    replace: (url) => window.history.replaceState(window.history.state, '', url),
  }
}

/**
 * The end of a social login that could not use a popup (docs/reference/endpoints.md#social-redirect, in-app browsers such as Telegram's):
 * the service sent the page back with `result_uri`. The parameter is removed from the address at once
 * (whatever it holds), a result on the login frame's origin (apps/cloud's hand-over) is handed to the frame, which connects the
 * embedded wallet; a failure is logged to the console (docs/reference/messages.md#console-messages) and nothing is stored. Resolves true
 * when the login connected. The kit runs it as the page loads, only while socials are on, through the
 * manifest's `onPageLoad` (docs/architecture/lazy-loading.md#page-load-work).
 */
export async function finishSocialRedirect(deps: FinishSocialRedirectDeps): Promise<boolean> {
  const taken = takeSocialResult(deps.page.href(), deps.options.state.embeddedWalletUrl)
  if (!taken) return false
  deps.page.replace(taken.cleanUrl)
  if (taken.resultUri === undefined) {
    console.error(ErrorMessage.socialRedirectResultRefused)
    return false
  }
  try {
    await deps.embeddedWallet.connectSocial(taken.resultUri)
    return true
  } catch (error) {
    console.error(ErrorMessage.socialRedirectLoginFailed, error)
    return false
  }
}

/**
 * What the kit runs as the page loads when its address holds a social login's result (the manifest's
 * `onPageLoad`): finishes it in the browser's address bar with the embedded wallet.
 */
export function finishSocialRedirectOnLoad(
  context: FeatureContext<'options' | 'embeddedWallet'>,
): Promise<boolean> {
  return finishSocialRedirect({
    page: browserPageAddress(),
    options: context.options,
    embeddedWallet: context.embeddedWallet,
  })
}
