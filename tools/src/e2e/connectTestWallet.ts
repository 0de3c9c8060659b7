import type { Page } from 'playwright-core'
import { testWalletInfo } from '../wallet/injectTestWallet'
import { hidden, modal, visible } from './locators'

/** Connects the injected test wallet through the modal, from the Connect Wallet button. */
export async function connectTestWallet(page: Page) {
  await (await visible(page.getByRole('button', { name: 'Connect Wallet' }))).click()
  await (
    await visible(
      modal(page, 'Connect Wallet').getByRole('button', { name: new RegExp(testWalletInfo.name) }),
    )
  ).click()
  await hidden(modal(page))
}
