import { createPublicClient, http, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { axeViolations, devAddresses } from '@gatehouse/tools'
import { modal, demoSuite, visible } from './fixtures'
import { connectTestWallet, openAccount, short } from './steps'

const demo = demoSuite()

describe('the session', () => {
  it('sends a transaction that lands on the chain', async () => {
    const { page, errors } = await demo.open()
    await connectTestWallet(page)
    const chain = createPublicClient({ transport: http(demo.rpcUrl(31337)) })
    const before = await chain.getBalance({ address: devAddresses[2] })
    await page.getByRole('textbox', { name: 'To' }).fill(devAddresses[2])
    await page.getByRole('textbox', { name: 'Amount (ETH)' }).fill('0.25')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => page.getByTestId('tx-status').textContent()).toBe('confirmed')
    expect((await chain.getBalance({ address: devAddresses[2] })) - before).toBe(parseEther('0.25'))
    expect(errors).toEqual([])
  })

  it('is restored after a reload, without opening the modal', async () => {
    const { page, wallet, errors } = await demo.open()
    await connectTestWallet(page)
    await page.reload()
    await visible(page.getByRole('button', { name: new RegExp(short(wallet.address)) }))
    expect(await page.getByTestId('account-status').textContent()).toBe('connected')
    expect(await modal(page).isVisible()).toBe(false)
    expect(errors).toEqual([])
  })

  it('ends on Disconnect, which returns to Connect, and stays ended after a reload', async () => {
    const { page, wallet, errors } = await demo.open()
    await connectTestWallet(page)
    const account = await openAccount(page, wallet.address)
    await account.getByRole('button', { name: 'Disconnect' }).click()
    const connect = await visible(modal(page, 'Connect Wallet'))
    expect(await axeViolations(page)).toEqual([])
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('disconnected')
    await connect.getByRole('button', { name: 'Close' }).click()
    await page.reload()
    await visible(page.getByRole('button', { name: 'Connect Wallet' }))
    expect(await page.getByTestId('account-status').textContent()).toBe('disconnected')
    expect(errors).toEqual([])
  })

  it('follows a disconnect made inside the wallet', async () => {
    const { page, wallet } = await demo.open()
    await connectTestWallet(page)
    await wallet.disconnectFromWallet()
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('disconnected')
    await visible(page.getByRole('button', { name: 'Connect Wallet' }))
  })
})
