import type { BrowserContext, Page } from 'playwright-core'
import { modal, visible } from './fixtures'

/** The provider's name as the Connect view writes it ("Continue with …"). */
export const providerLabels = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
} as const
export type SocialName = keyof typeof providerLabels

/** Opens the modal on Connect; returns the Connect dialog. */
export async function openConnect(page: Page) {
  await (await visible(page.getByRole('button', { name: 'Connect Wallet' }))).click()
  return visible(modal(page, 'Connect Wallet'))
}

/**
 * Presses a provider's button (on Connect, or in the "more" list when it is not on Connect) and
 * answers the popup that opened, once it shows the provider's own page.
 */
export async function pressProvider(page: Page, context: BrowserContext, provider: SocialName, issuer: string) {
  const name = `Continue with ${providerLabels[provider]}`
  const connect = modal(page)
  let button = connect.getByRole('button', { name, exact: true })
  if (!(await button.isVisible())) {
    await connect.getByRole('button', { name: 'More ways to log in' }).click()
    button = (await visible(modal(page, 'Log in with'))).getByRole('button', { name, exact: true })
  }
  const [popup] = await Promise.all([context.waitForEvent('page'), button.click()])
  await popup.waitForURL((url) => url.href.startsWith(`${issuer}/`))
  return popup
}

/** Signs in at the development provider's page (when it asks) and answers its consent screen. */
export async function signInAtProvider(popup: Page, login: string, password: string, answer: 'Allow' | 'Deny') {
  const consent = popup.getByRole('button', { name: answer })
  const form = popup.getByRole('textbox', { name: 'Username' })
  await Promise.race([form.waitFor(), consent.waitFor()])
  if (await form.isVisible()) {
    await form.fill(login)
    await popup.getByLabel('Password').fill(password)
    await popup.getByRole('button', { name: 'Sign in' }).click()
  }
  await (await visible(consent)).click()
}

/** The Account view's "Signed in with" and "Username" entries. */
export async function embeddedInfo(page: Page) {
  const info = await visible(modal(page, 'Account').getByTestId('embedded-wallet-info'))
  return (await info.innerText()).replace(/\s+/g, ' ').trim()
}
