import { describe, expect, it } from 'vitest'
import { axeViolations, testWalletInfo } from '@gatehouse/tools'
import { hidden, modal, demoSuite, visible } from './fixtures'
import { connectTestWallet, openAccount } from './steps'

const demo = demoSuite()

describe('the visitor declines in the wallet', () => {
  it('a declined connection says so, and trying again connects', async () => {
    const { page, wallet, errors } = await demo.open()
    wallet.rejectRequests('eth_requestAccounts')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await modal(page, 'Connect Wallet')
      .getByRole('button', { name: new RegExp(testWalletInfo.name) })
      .click()
    const connecting = await visible(modal(page, testWalletInfo.name))
    await visible(connecting.getByRole('alert').getByText('Connection declined'))
    expect(await axeViolations(page)).toEqual([])

    wallet.stopRejecting()
    await connecting.getByRole('button', { name: 'Try again' }).click()
    await hidden(modal(page))
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('connected')
    expect(errors).toEqual([])
  })

  it('a declined signature shows a clear message, keeps the message, and the modal stays usable', async () => {
    const { page, wallet, errors } = await demo.open()
    await connectTestWallet(page)
    wallet.rejectRequests('personal_sign')
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Please sign me')
    await page.getByRole('button', { name: 'Sign message' }).click()
    expect(await (await visible(page.getByTestId('sign-error'))).textContent()).toBe('Signature declined')
    expect(await page.getByRole('textbox', { name: 'Message', exact: true }).inputValue()).toBe(
      'Please sign me',
    )

    const account = await openAccount(page, wallet.address)
    await account.getByRole('button', { name: /Switch network/ }).click()
    await visible(modal(page, 'Choose Network'))
    await page.keyboard.press('Escape')
    await hidden(modal(page))
    expect(errors).toEqual([])
  })

  it('a declined transaction keeps the form and says so', async () => {
    const { page, wallet } = await demo.open()
    await connectTestWallet(page)
    wallet.rejectRequests('eth_sendTransaction')
    await page.getByRole('textbox', { name: 'Amount (ETH)' }).fill('1.5')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    expect(await (await visible(page.getByTestId('send-error'))).textContent()).toBe('Transaction declined')
    expect(await page.getByRole('textbox', { name: 'Amount (ETH)' }).inputValue()).toBe('1.5')
  })
})
