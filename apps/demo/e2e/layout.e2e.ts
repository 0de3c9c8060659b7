import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { testWalletInfo } from '@gatehouse/tools'
import { demoSuite, hidden, modal, visible } from './fixtures'

const demo = demoSuite()

/**
 * The modal's views at a phone's width and at a desktop's, in English and in Arabic: every session
 * checks the layout of each view it reaches (controls cut off, sticking out or covered; see
 * tools/src/e2e/viewLayoutWatch.ts) and fails on close with what it found. This walk reaches the
 * Connect view, All Wallets, the Account view with each tab, and each of its actions. Views deeper
 * in a flow are shown in all four by the flow's own test (`session.lookEverywhere()`), and the suite's
 * end fails on a view some test reached that was not (e2e/layoutCoverage.setup.ts).
 */
const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: '360 px phone', viewport: { width: 360, height: 740 }, isMobile: true },
] as const
const locales = [
  { name: 'English', search: '', dir: 'ltr', allWallets: /^.?All Wallets/ },
  { name: 'Arabic', search: '?locale=ar', dir: 'rtl', allWallets: /كل المحافظ/ },
] as const

async function openModal(page: Page) {
  await page.locator('appkit-button').click()
  return visible(modal(page))
}

async function closeModal(page: Page) {
  await page.keyboard.press('Escape')
  await hidden(modal(page))
}

describe.each(sizes)('the modal at $name', (size) => {
  it.each(locales)('in $name: Connect, All Wallets, Account with its tabs and actions', async (locale) => {
    const session = await demo.open({ ...size, search: locale.search })
    const { page, errors } = session
    const dialog = await openModal(page)
    expect(await page.locator('gatehouse-modal .gh-theme').getAttribute('dir')).toBe(locale.dir)
    await session.layoutChecked()
    // All Wallets: the catalogue's last row of the Connect view's list.
    await dialog
      .locator('[data-testid="all-wallets"], button:has-text("All Wallets"), button:has-text("كل المحافظ")')
      .first()
      .click()
    await session.layoutChecked()
    await closeModal(page)

    await (
      await openModal(page)
    )
      .getByRole('button', { name: new RegExp(testWalletInfo.name) })
      .first()
      .click()
    await hidden(modal(page))
    await page.getByRole('button', { name: 'Open account' }).click()
    const account = await visible(modal(page))
    const tabs = account.getByRole('tab')
    await expect.poll(() => tabs.count()).toBe(3)
    for (let tab = 0; tab < 3; tab++) {
      await tabs.nth(tab).click()
      await session.layoutChecked()
    }
    const actions = account.locator('.gh-account__features button')
    await expect.poll(() => actions.count()).toBeGreaterThanOrEqual(3)
    const count = await actions.count()
    await closeModal(page)
    for (let action = 0; action < count; action++) {
      await page.getByRole('button', { name: 'Open account' }).click()
      const view = await visible(modal(page))
      await view.locator('.gh-account__features button').nth(action).click()
      // The feature's view takes the Account view's place once its code and messages are there.
      await hidden(view.locator('.gh-account__features'))
      await session.layoutChecked()
      await closeModal(page)
    }
    expect(session.layoutProblems).toEqual([])
    expect(errors).toEqual([])
  })
})

describe('views on the way to a connection, at both widths and in both languages', () => {
  it('a catalogue wallet over WalletConnect, and the browser wallet waiting for its answer', async () => {
    const session = await demo.open()
    const { page, wallet, errors } = session
    const connect = await openModal(page)
    await connect.locator('[data-testid="all-wallets"], button:has-text("All Wallets")').first().click()
    await (await visible(modal(page, 'All Wallets'))).getByRole('button', { name: /^Trust Wallet/ }).click()
    await visible(modal(page, 'Trust Wallet').getByRole('img', { name: /QR code/ }))
    await session.lookEverywhere()
    await closeModal(page)

    wallet.holdRequests('wallet_requestPermissions', 'eth_requestAccounts')
    await (
      await openModal(page)
    )
      .getByRole('button', { name: new RegExp(testWalletInfo.name) })
      .first()
      .click()
    await visible(modal(page, testWalletInfo.name))
    await expect.poll(() => wallet.heldCount).toBe(1)
    await session.lookEverywhere()
    wallet.releaseHeld()
    await hidden(modal(page))
    expect(session.layoutProblems).toEqual([])
    expect(errors).toEqual([])
  })
})
