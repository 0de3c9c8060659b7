import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, testWalletInfo } from '@gatehouse/tools'
import { demoSuite, hidden, modal, visible } from './fixtures'
import { approveSession, openSampleWallet } from './sampleWalletSteps'
import { short } from './steps'

const demo = demoSuite()

/** AppKit's other elements sit in the demo's surface panel (`?surface`). */
const surface = (page: Page) => page.getByTestId('surface')
const eventLog = async (page: Page) => await page.getByTestId('event-log').locator('li').allTextContents()

async function connectWithWalletButton(page: Page) {
  const button = await visible(surface(page).getByRole('button', { name: testWalletInfo.name, exact: true }))
  await button.click()
  await expect.poll(() => page.getByTestId('wallet-info').textContent()).toBe(testWalletInfo.name)
}

describe('AppKit elements', () => {
  it('the wallet button connects the injected wallet directly, without the modal', async () => {
    const { page, wallet, errors } = await demo.open({ search: '?surface' })
    await connectWithWalletButton(page)
    expect(await modal(page).count()).toBe(0)
    expect(wallet.requests).toContain('eth_requestAccounts')
    await expect.poll(() => eventLog(page)).toEqual(['SELECT_WALLET', 'CONNECT_SUCCESS'])
    expect(errors).toEqual([])
  })

  it("the host's own button for one wallet (WalletButton.Custom) connects it and then says so", async () => {
    const { page, wallet, errors } = await demo.open({ search: '?surface' })
    const own = surface(page).getByRole('button', { name: `Own button: connect ${testWalletInfo.name}` })
    await (await visible(own)).click()
    await visible(surface(page).getByRole('button', { name: `Connected with ${testWalletInfo.name}` }))
    expect(await page.getByTestId('wallet-info').textContent()).toBe(testWalletInfo.name)
    expect(await modal(page).count()).toBe(0)
    expect(wallet.requests).toContain('eth_requestAccounts')
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })

  it('the account button shows the address without the balance and opens Account', async () => {
    const { page, wallet, errors } = await demo.open({ search: '?surface' })
    await connectWithWalletButton(page)
    const accountButton = await visible(
      surface(page).getByRole('button', { name: new RegExp(short(wallet.address)) }),
    )
    expect(await accountButton.textContent()).not.toMatch(/ETH/)
    await accountButton.click()
    await visible(modal(page, 'Account'))
    expect(await axeViolations(page)).toEqual([])
    await expect.poll(() => page.getByTestId('event-latest').textContent()).toBe('MODAL_OPEN')
    expect(errors).toEqual([])
  })

  it('the network button opens the networks and switches, and the events say so', async () => {
    const { page, wallet, errors, lookEverywhere } = await demo.open({ search: '?surface' })
    await connectWithWalletButton(page)
    await (await visible(surface(page).getByRole('button', { name: 'Localhost' }))).click()
    const networks = await visible(modal(page, 'Choose Network'))
    await lookEverywhere()
    await networks.getByRole('button', { name: 'Local Devnet' }).click()
    await visible(modal(page, 'Account'))
    expect(wallet.chainId).toBe(1337)
    await visible(surface(page).getByRole('button', { name: 'Local Devnet' }))
    await page.keyboard.press('Escape')
    await hidden(modal(page))
    await expect
      .poll(() => eventLog(page))
      .toEqual(['SELECT_WALLET', 'CONNECT_SUCCESS', 'MODAL_OPEN', 'SWITCH_NETWORK', 'MODAL_CLOSE'])
    expect(errors).toEqual([])
  })

  it('the WalletConnect button opens the QR code; the wallet info names the wallet that answers it', async () => {
    const { page, errors, lookEverywhere } = await demo.open({ search: '?surface' })
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await (await visible(surface(page).getByRole('button', { name: 'WalletConnect' }))).click()
    const qr = await visible(modal(page, 'WalletConnect'))
    await visible(qr.getByRole('img', { name: 'WalletConnect QR code' }))
    await qr.getByRole('button', { name: 'Copy link' }).click()
    await visible(qr.getByRole('button', { name: 'Copied' }))
    await lookEverywhere()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    await approveSession(await openSampleWallet(demo), uri)
    await hidden(modal(page))
    // useWalletInfo names the wallet at the other end of the session (its metadata), not "WalletConnect".
    await expect.poll(() => page.getByTestId('wallet-info').textContent()).toBe('Gatehouse sample wallet')
    expect(errors).toEqual([])
  })
})
