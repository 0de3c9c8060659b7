import { describe, expect, it } from 'vitest'
import { axeViolations } from '@gatehouse/tools'
import { hidden, modal, demoSuite, visible } from './fixtures'

const demo = demoSuite()
const phone = { viewport: { width: 390, height: 844 }, isMobile: true }

describe('on a phone', () => {
  it('offers the in-app browser wallet (legacy window.ethereum) and connects with it', async () => {
    const { page, wallet, errors } = await demo.open({ ...phone, legacy: true, announce: false })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = await visible(modal(page, 'Connect Wallet'))
    expect(await axeViolations(page)).toEqual([])
    await connect.getByRole('button', { name: /Browser Wallet/ }).click()
    await hidden(modal(page))
    await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(wallet.address)
    expect(errors).toEqual([])
  })

  it('hides the Browser Wallet on desktop', async () => {
    const { page } = await demo.open({ legacy: true, announce: true })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = await visible(modal(page, 'Connect Wallet'))
    await visible(connect.getByRole('button', { name: /Gatehouse Test Wallet/ }))
    expect(await connect.getByRole('button', { name: /Browser Wallet/ }).count()).toBe(0)
  })
})
