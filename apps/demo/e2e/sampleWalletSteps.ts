import type { BrowserContext, Page } from 'playwright-core'
import { e2eWaitMs, type DemoStack } from '@gatehouse/tools'
import { modal, visible } from './fixtures'

/**
 * The sample wallet, opened in its own browser context (as on the visitor's phone), which the suite
 * watches for requests to foreign hosts like the demo's.
 */
export async function openSampleWallet(demo: {
  newContext(name?: string): Promise<BrowserContext>
  stack: DemoStack
}): Promise<Page> {
  const context = await demo.newContext('The sample wallet')
  context.setDefaultTimeout(e2eWaitMs)
  const page = await context.newPage()
  await page.goto(demo.stack.sampleWallet.url)
  return page
}

/** Shows the WalletConnect QR view and copies its link, the way a visitor would. */
export async function copyPairingLink(page: Page): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: /^WalletConnect/ })
    .click()
  const view = await visible(modal(page, 'WalletConnect'))
  await visible(view.getByRole('img', { name: 'WalletConnect QR code' }))
  await view.getByRole('button', { name: 'Copy link' }).click()
  await visible(view.getByRole('button', { name: 'Copied' }))
  return page.evaluate(() => navigator.clipboard.readText())
}

/** Pairs the sample wallet with a `wc:` link and approves the session. */
export async function approveSession(wallet: Page, uri: string) {
  await wallet.getByRole('textbox', { name: 'Pairing URI' }).fill(uri)
  await wallet.getByRole('button', { name: 'Connect', exact: true }).click()
  await wallet.getByRole('button', { name: 'Approve', exact: true }).click()
}
