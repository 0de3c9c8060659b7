import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { testWalletInfo } from '@gatehouse/tools'
import { hidden, modal, demoSuite, visible } from './fixtures'
import { focusedName } from './steps'

const demo = demoSuite()

function focusInsideModal(page: Page) {
  return page.evaluate(() => document.activeElement?.tagName.toLowerCase() === 'gatehouse-modal')
}

describe('keyboard only', () => {
  it('connects with Tab and Enter, keeps focus in the dialog, and returns it to the button', async () => {
    const { page, errors } = await demo.open()
    await visible(page.getByRole('button', { name: 'Connect Wallet' }))
    for (let presses = 0; presses < 10 && (await focusedName(page)) !== 'Connect Wallet'; presses++) {
      await page.keyboard.press('Tab')
    }
    expect(await focusedName(page)).toBe('Connect Wallet')
    await page.keyboard.press('Enter')
    await visible(modal(page, 'Connect Wallet'))
    // Focus starts on the first wallet: WalletConnect, first in the order of docs/reference/limits.md#connector-order.
    await expect.poll(() => focusedName(page)).toMatch(/WalletConnect/)

    for (let presses = 0; presses < 8; presses++) {
      await page.keyboard.press('Tab')
      expect(await focusInsideModal(page)).toBe(true)
    }
    for (let presses = 0; presses < 8; presses++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusInsideModal(page)).toBe(true)
    }

    await page.keyboard.press('Escape')
    await hidden(modal(page))
    expect(await focusedName(page)).toBe('Connect Wallet')

    await page.keyboard.press('Enter')
    await visible(modal(page, 'Connect Wallet'))
    await expect.poll(() => focusedName(page)).toMatch(/WalletConnect/)
    await page.keyboard.press('Tab')
    await expect.poll(() => focusedName(page)).toContain(testWalletInfo.name)
    await page.keyboard.press('Enter')
    await hidden(modal(page))
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('connected')
    // Focus is back on the account button: it shows the address, then the account's ENS name
    // (dev.eth on the local chain) once the identity arrives.
    await expect.poll(() => focusedName(page)).toMatch(/0xf3…b92266|dev\.eth/)
    expect(errors).toEqual([])
  })
})
