import type { Page } from 'playwright-core'
import { modal, visible } from '@gatehouse/tools'

export { connectTestWallet } from '@gatehouse/tools'

/** The address as the modal shortens it. */
export const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

/** Opens the modal from the account button (connected). */
export async function openAccount(page: Page, address: string) {
  await page.getByRole('button', { name: new RegExp(short(address)) }).click()
  return visible(modal(page, 'Account'))
}
