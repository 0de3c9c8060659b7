import { describe, expect, it } from 'vitest'
import { testWalletInfo } from '@gatehouse/tools'
import { demoSuite, hidden, modal, visible } from './fixtures'

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
})
