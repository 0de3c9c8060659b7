import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, testWalletInfo } from '@gatehouse/tools'
import { foreignRequests, hidden, modal, demoSuite, visible } from './fixtures'
import { focusedName, short } from './steps'

/**
 * A value written into an Arabic message: between the directional isolates the catalogue puts around
 * each argument, so a Latin name keeps its order in the sentence.
 */
const isolated = (value: string) => `\u2068${value}\u2069`

const demo = demoSuite()

const focusInsideModal = (page: Page) =>
  page.evaluate(() => document.activeElement?.tagName.toLowerCase() === 'gatehouse-modal')

/** "{count} wallets found" in Arabic, by the plural category of the count (six in Arabic). */
function walletsFoundInArabic(count: number): string {
  const category = new Intl.PluralRules('ar').select(count)
  if (count === 0 || category === 'zero') return 'لم يُعثر على أي محفظة'
  if (category === 'one') return 'عُثر على محفظة واحدة'
  if (category === 'two') return 'عُثر على محفظتين'
  return category === 'few' ? `عُثر على ${count} محافظ` : `عُثر على ${count} محفظة`
}

describe('the modal in Arabic (?locale=ar)', () => {
  it('paints the button in Arabic before any request, opens right to left, works by keyboard and connects', async () => {
    const { page, requests, errors } = await demo.open({ search: '?locale=ar' })
    const button = await visible(page.getByRole('button', { name: 'ربط المحفظة' }))
    await page.waitForLoadState('networkidle')
    expect(requests.map((url) => new URL(url).pathname).sort()).toEqual(
      ['/', ...demo.stack.initialAssets].sort(),
    )

    // Keyboard only: Tab to the button, Enter opens the modal on the Connect view, in Arabic.
    for (let presses = 0; presses < 10 && (await focusedName(page)) !== 'ربط المحفظة'; presses++) {
      await page.keyboard.press('Tab')
    }
    await page.keyboard.press('Enter')
    const dialog = await visible(modal(page, 'ربط المحفظة'))
    const root = page.locator('gatehouse-modal .gh-theme')
    expect(await root.getAttribute('lang')).toBe('ar')
    expect(await root.getAttribute('dir')).toBe('rtl')
    expect(await dialog.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl')
    // Mirrored: the close button sits at the panel's left edge, the wallet's name right of its chevron.
    const close = await dialog.getByRole('button', { name: 'إغلاق' }).boundingBox()
    const panel = await dialog.locator('.gh-dialog__panel').boundingBox()
    if (!close || !panel) throw new Error('the dialog has no layout')
    expect(close.x + close.width).toBeLessThan(panel.x + panel.width / 2)
    await visible(dialog.getByRole('list', { name: 'المحافظ' }))
    await visible(dialog.getByText(/بربط محفظتك، فإنك توافق على/))
    expect(await axeViolations(page)).toEqual([])

    for (let presses = 0; presses < 6; presses++) {
      await page.keyboard.press('Tab')
      expect(await focusInsideModal(page)).toBe(true)
    }
    await page.keyboard.press('Escape')
    await hidden(modal(page))
    expect(await focusedName(page)).toBe('ربط المحفظة')

    await button.click()
    const connect = await visible(modal(page, 'ربط المحفظة'))
    await connect.getByRole('button', { name: new RegExp(`${testWalletInfo.name}.*مثبّتة`) }).click()
    await hidden(modal(page))
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('connected')

    const address = await page.getByTestId('account-address').textContent()
    if (!address) throw new Error('no address')
    await page.getByRole('button', { name: new RegExp(short(address)) }).click()
    const account = await visible(modal(page, 'الحساب'))
    await visible(account.getByRole('tab', { name: 'الرموز', selected: true }))
    await visible(account.getByText(`متصل عبر ${isolated(testWalletInfo.name)}`))
    await visible(account.getByRole('button', { name: 'قطع الاتصال' }))
    expect(await axeViolations(page)).toEqual([])

    // The Activity tab comes from its feature, with its own Arabic messages.
    await account.getByRole('tab', { name: 'النشاط' }).click()
    await visible(account.getByText(/لا يوجد نشاط بعد|هذا الشهر/).first())
    expect(await axeViolations(page)).toEqual([])

    expect(foreignRequests(requests)).toEqual([])
    expect(errors).toEqual([])
  })

  it('counts search results with Arabic plurals', async () => {
    const { page, errors } = await demo.open({ search: '?locale=ar' })
    await (await visible(page.getByRole('button', { name: 'ربط المحفظة' }))).click()
    const connect = await visible(modal(page, 'ربط المحفظة'))
    await connect.getByRole('button', { name: /كل المحافظ/ }).click()
    const all = await visible(modal(page, 'كل المحافظ'))
    await all.getByRole('searchbox', { name: 'البحث عن محفظة' }).fill('rainbow')
    const results = all.getByRole('list', { name: `المحافظ المطابقة لـ ${isolated('rainbow')}` })
    await visible(results.getByRole('button', { name: /^Rainbow/ }))
    const count = await results.getByRole('listitem').count()
    await expect
      .poll(() => all.locator('span[aria-live="polite"]').textContent())
      .toBe(walletsFoundInArabic(count))
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })
})
