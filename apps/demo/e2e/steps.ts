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

/** The accessible name of the focused element, looking inside shadow roots. */
export function focusedName(page: Page) {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active ? (active.getAttribute('aria-label') ?? active.textContent ?? '').trim() : ''
  })
}
