import { createPublicClient, formatEther, http, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { axeViolations, testWalletInfo } from '@gatehouse/tools'
import { foreignRequests, hidden, modal, demoSuite, visible } from './fixtures'
import { connectTestWallet } from './steps'

const demo = demoSuite()

/** The balance as the modal must show it: 3 decimals, rounded down, grouped. */
function expectedBalance(wei: bigint): string {
  const [whole, fraction = ''] = formatEther(wei).split('.')
  return `${Number(whole).toLocaleString('en-US')}.${fraction.padEnd(3, '0').slice(0, 3)} ETH`
}

describe('connecting an injected wallet', () => {
  it('makes no request before the first intent, then connects and shows the account', async () => {
    const { page, wallet, requests, errors } = await demo.open()
    const button = await visible(page.getByRole('button', { name: 'Connect Wallet' }))
    await page.waitForLoadState('networkidle')
    const beforeIntent = requests.map((url) => new URL(url).pathname)
    expect(beforeIntent.sort()).toEqual(['/', ...demo.stack.initialAssets].sort())

    await button.click()
    const dialog = await visible(modal(page, 'Connect Wallet'))
    expect(await axeViolations(page)).toEqual([])
    // Every row ends inside the panel: a long name is cut short, its tag and chevron stay in view.
    const rowEnds = await dialog.evaluate((element) => {
      const panelEnd = element.querySelector('[part=modal]')?.getBoundingClientRect().right ?? 0
      return [...element.querySelectorAll('[aria-label="Wallets"] button')].map(
        (row) => panelEnd - row.getBoundingClientRect().right,
      )
    })
    expect(rowEnds.length).toBeGreaterThan(1)
    expect(rowEnds.filter((gap) => gap < 0)).toEqual([])
    await dialog.getByRole('button', { name: new RegExp(testWalletInfo.name) }).click()
    await hidden(dialog)

    const address = wallet.address
    await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(address)
    const chain = createPublicClient({ transport: http(demo.rpcUrl(31337)) })
    const balance = expectedBalance(await chain.getBalance({ address }))
    const accountButton = page.getByRole('button', {
      name: new RegExp(`${address.slice(0, 4)}…${address.slice(-6)}`),
    })
    await visible(accountButton.filter({ hasText: balance }))

    await accountButton.click()
    const account = await visible(modal(page, 'Account'))
    await visible(account.getByText(`${address.slice(0, 4)}…${address.slice(-6)}`))
    // The native balance under the address, and again in the Tokens tab (from apps/cloud).
    await visible(account.locator('.gh-account__balance', { hasText: balance }))
    await visible(account.getByRole('list', { name: 'Tokens' }).getByText(balance))
    await visible(account.getByText(`Connected with ${testWalletInfo.name}`))
    expect(await axeViolations(page)).toEqual([])

    expect(foreignRequests(requests)).toEqual([])
    expect(errors).toEqual([])
  })

  it('signs a message the wallet really signed', async () => {
    const { page, wallet, errors } = await demo.open()
    await connectTestWallet(page)
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('I own this account')
    await page.getByRole('button', { name: 'Sign message' }).click()
    const signature = (await (await visible(page.getByTestId('signature'))).textContent()) as `0x${string}`
    expect(await verifyMessage({ address: wallet.address, message: 'I own this account', signature })).toBe(
      true,
    )
    expect(errors).toEqual([])
  })
})
