import type { Page } from 'playwright-core'
import { testWalletInfo } from '@gatehouse/tools'
import { hidden, modal, visible } from './fixtures'

/** The address as the modal shortens it. */
export const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

/** Connects the test wallet through the modal, from the Connect Wallet button. */
export async function connectTestWallet(page: Page) {
  await (await visible(page.getByRole('button', { name: 'Connect Wallet' }))).click()
  await (
    await visible(
      modal(page, 'Connect Wallet').getByRole('button', { name: new RegExp(testWalletInfo.name) }),
    )
  ).click()
  await hidden(modal(page))
}

/** Opens the modal from the account button (connected). */
export async function openAccount(page: Page, address: string) {
  await page.getByRole('button', { name: new RegExp(short(address)) }).click()
  return visible(modal(page, 'Account'))
}
