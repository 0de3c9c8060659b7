import type { Locator, Page } from 'playwright-core'
import { modal, visible } from './fixtures'

/** The Swap view. */
export const swapView = (page: Page): Locator => modal(page, 'Swap')

/** Picks a side's token in the token list: the side's button, then the token's row. */
export async function pickToken(page: Page, side: 'pay' | 'receive', symbol: string) {
  const view = await visible(swapView(page))
  const buttons = view.getByRole('button', { name: /^(Select token|Change token, .* chosen)$/ })
  await buttons.nth(side === 'pay' ? 0 : 1).click()
  await view
    .getByRole('list', { name: 'Select token' })
    .getByRole('button', { name: new RegExp(`^${symbol}\\b`) })
    .click()
  await visible(view.getByRole('textbox', { name: 'You pay' }))
}

/**
 * Opens Swap from the Account view, picks the pair, types the amount and waits for the quote; returns
 * the view with the Review button enabled.
 */
export async function fillSwap(page: Page, swap: { from: string; to: string; amount: string }) {
  const account = modal(page, 'Account')
  // Buy comes from the service's remote configuration and lands before Swap: once it shows, the row
  // of actions no longer moves under the pointer (a click while it moves can land on Buy).
  await visible(account.getByRole('button', { name: 'Buy' }))
  await account.getByRole('button', { name: 'Swap' }).click()
  // In full runs the Account view's header can still grow (its name and balance land) between
  // Playwright's stability check and the click; a click that opened another view is tried again.
  if (!(await swapView(page).isVisible())) {
    await swapView(page)
      .waitFor({ state: 'visible', timeout: 5_000 })
      .catch(async () => {
        if (!(await account.isVisible())) await modal(page).getByRole('button', { name: 'Back' }).click()
        await visible(account.getByRole('button', { name: 'Swap' }))
        await account.getByRole('button', { name: 'Swap' }).click()
      })
  }
  const view = await visible(swapView(page))
  const pay = await visible(view.getByRole('textbox', { name: 'You pay' }))
  const payToken = view.getByRole('button', { name: /^(Select token|Change token, .* chosen)$/ }).first()
  if ((await payToken.getAttribute('aria-label')) !== `Change token, ${swap.from} chosen`)
    await pickToken(page, 'pay', swap.from)
  await pickToken(page, 'receive', swap.to)
  await pay.fill(swap.amount)
  return view
}
