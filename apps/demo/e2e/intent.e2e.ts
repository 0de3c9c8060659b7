import { describe, expect, it } from 'vitest'
import { holdKitChunk, testWalletInfo } from '@gatehouse/tools'
import { demoSuite, hidden, modal, visible } from './fixtures'
import { focusedName } from './steps'

const demo = demoSuite()

const scripts = (requests: string[]) =>
  requests.map((url) => new URL(url).pathname).filter((path) => path.endsWith('.js'))
// The kit (controllers, store, option schema) and the modal's first frame come in one chunk.
const isKitChunk = (path: string) => /\/kitChunk-[\w-]+\.js$/.test(path)
const isWagmiChunk = (path: string) => /\/createWagmiRuntime-[\w-]+\.js$/.test(path)

describe('what loads on intent', () => {
  it('loads the kit and mounts the modal, closed, while the pointer is over the button; wagmi waits for a connection', async () => {
    const { page, requests, errors } = await demo.open()
    const button = await visible(page.getByRole('button', { name: 'Connect Wallet' }))
    await page.waitForLoadState('networkidle')
    expect(scripts(requests).filter(isKitChunk)).toEqual([])

    await button.hover()
    await expect.poll(() => scripts(requests).filter(isKitChunk).length).toBe(1)
    await expect.poll(() => page.locator('gatehouse-modal').count()).toBe(1)
    expect(await page.locator('gatehouse-modal dialog[open]').count()).toBe(0)

    await button.click()
    const dialog = await visible(modal(page, 'Connect Wallet'))
    const testWallet = await visible(dialog.getByRole('button', { name: new RegExp(testWalletInfo.name) }))
    await page.waitForLoadState('networkidle')
    // The wallets are listed from their EIP-6963 announcements: wagmi is not needed for that.
    expect(scripts(requests).filter(isWagmiChunk)).toEqual([])
    expect(scripts(requests).filter(isKitChunk)).toHaveLength(1)

    await testWallet.click()
    await expect.poll(() => scripts(requests).filter(isWagmiChunk).length).toBe(1)
    await visible(page.getByTestId('account-address'))
    await hidden(page.locator('gatehouse-modal dialog[open]'))
    expect(errors).toEqual([])
  })

  it("shows the modal's frame at once when pressed before the kit has arrived; the modal takes its place", async () => {
    const { page, errors } = await demo.open()
    const release = await holdKitChunk(page)
    // The host styles the modal's panel and the frame's with one rule (README).
    await page.addStyleTag({
      content: 'gatehouse-modal::part(modal), appkit-button::part(modal) { outline: 3px solid rgb(1, 2, 3) }',
    })
    const hostOutline = (host: string) =>
      page.evaluate(
        (host) =>
          getComputedStyle(
            document.querySelector(host)?.shadowRoot?.querySelector('[part=modal]') ?? document.body,
          ).outlineColor,
        host,
      )
    const button = await visible(page.getByRole('button', { name: 'Connect Wallet' }))
    await button.click()
    // The frame: the dialog and its title, Close focused, no wallets yet.
    const frame = await visible(modal(page, 'Connect Wallet'))
    await expect.poll(() => focusedName(page)).toBe('Close')
    expect(await frame.getByRole('button', { name: new RegExp(testWalletInfo.name) }).count()).toBe(0)
    expect(await hostOutline('appkit-button')).toBe('rgb(1, 2, 3)')

    release()
    const dialog = await visible(modal(page, 'Connect Wallet'))
    await visible(dialog.getByRole('button', { name: new RegExp(testWalletInfo.name) }))
    // One dialog: the frame closed as the modal's showed, and the modal opened without its entrance.
    expect(await page.locator('appkit-button dialog[open]').count()).toBe(0)
    expect(await page.locator('gatehouse-modal dialog[open][data-instant]').count()).toBe(1)
    expect(await hostOutline('gatehouse-modal')).toBe('rgb(1, 2, 3)')
    await page.keyboard.press('Escape')
    await hidden(modal(page))
    expect(await focusedName(page)).toBe('Connect Wallet')
    expect(errors).toEqual([])
  })

  it('closing the frame before the kit has arrived leaves the modal closed, focus back on the button', async () => {
    const { page, requests, errors } = await demo.open()
    const release = await holdKitChunk(page)
    const button = await visible(page.getByRole('button', { name: 'Connect Wallet' }))
    await button.click()
    await visible(modal(page, 'Connect Wallet'))
    await page.keyboard.press('Escape')
    await hidden(modal(page))
    expect(await focusedName(page)).toBe('Connect Wallet')

    release()
    // The kit arrives and mounts its modal, closed: the press was taken back.
    await expect.poll(() => scripts(requests).filter(isKitChunk).length).toBe(1)
    await expect.poll(() => page.locator('gatehouse-modal').count()).toBe(1)
    await page.waitForLoadState('networkidle')
    expect(await page.locator('dialog[open]').count()).toBe(0)
    expect(await focusedName(page)).toBe('Connect Wallet')

    await button.click()
    await visible(
      modal(page, 'Connect Wallet').getByRole('button', { name: new RegExp(testWalletInfo.name) }),
    )
    expect(errors).toEqual([])
  })
})
