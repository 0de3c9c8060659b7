import type { Page } from 'playwright-core'
import type { DemoStack } from '@gatehouse/tools'
import { hidden, modal, visible } from './fixtures'

let counter = 0

/** A fresh address for one test (the service's 30 s cooldown is per address). */
export function freshEmail(label: string): string {
  counter += 1
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`
}

/** Opens the modal on Connect and asks for a login code for `email`; returns the Connect dialog. */
export async function askForCode(page: Page, email: string) {
  await (await visible(page.getByRole('button', { name: 'Connect Wallet' }))).click()
  const connect = await visible(modal(page, 'Connect Wallet'))
  await (await visible(connect.getByRole('textbox', { name: 'E-mail' }))).fill(email)
  await connect.getByRole('button', { name: 'Continue with e-mail' }).click()
  return connect
}

/** Types a code into the code step's field (a complete code is checked at once). */
export async function typeCode(page: Page, title: string | RegExp, code: string) {
  const step = await visible(modal(page, title))
  await (await visible(step.getByRole('textbox', { name: 'Code' }))).fill(code)
  return step
}

/**
 * Logs in by e-mail from the Connect Wallet button with the code read from the dev inbox, and waits
 * for the Account view; returns it.
 */
export async function logInByEmail(page: Page, mail: DemoStack['mail'], email: string) {
  const before = await mail.countTo(email)
  await askForCode(page, email)
  await visible(modal(page, 'Confirm E-mail'))
  const code = await mail.latestCode(email, { skip: before })
  await typeCode(page, 'Confirm E-mail', code)
  return visible(modal(page, 'Account'))
}

/** Closes the modal from its Close button. */
export async function closeModal(page: Page) {
  await modal(page).getByRole('button', { name: 'Close' }).click()
  await hidden(modal(page))
}

/** The values Gatehouse keeps in the page's localStorage, by key (without its prefix). */
export function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('@gatehouse/'))
      .map((key) => key.slice('@gatehouse/'.length)),
  )
}
