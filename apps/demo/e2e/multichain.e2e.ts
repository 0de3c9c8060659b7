import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  axeViolations,
  injectSolanaTestWallet,
  testWalletInfo,
  type InjectedSolanaTestWallet,
} from '@gatehouse/tools'
import { demoSuite, hidden, modal, visible } from './fixtures'

/** The real parts with the local Solana chain: the demo then has the Solana adapter beside wagmi. */
const demo = demoSuite()

/** The demo with the EVM test wallet and the Solana test wallet injected under one name. */
async function openWithBothWallets() {
  let solana: InjectedSolanaTestWallet | undefined
  const session = await demo.open({
    setup: async (context) => {
      const rpcUrl = demo.stack.solana?.rpcUrl
      if (!rpcUrl) throw new Error('the stack has no local Solana chain')
      solana = await injectSolanaTestWallet(context, { rpcUrl, name: testWalletInfo.name })
    },
  })
  if (!solana) throw new Error('the Solana test wallet was not injected')
  return { ...session, solana: solana.wallet }
}

/** The Account view's identity, naming `address` (the EVM account may show its name, the address read aloud). */
const identityOf = (account: Locator, address: string) =>
  account.locator('.gh-account__address', { hasText: address })

const shownAddress = (page: Page) => page.getByTestId('account-address').textContent()

/** Opens the modal on Account from the demo's own button (connected). */
async function openAccount(page: Page) {
  await page.getByRole('button', { name: 'Open account' }).click()
  return visible(modal(page, 'Account'))
}

describe('an EVM and a Solana account at once', () => {
  it('lists a wallet of both chains once, connects each chain, switches between them, restores and disconnects both', async () => {
    const { page, wallet, solana, errors, lookEverywhere } = await openWithBothWallets()

    // One product announced on EIP-6963 and Wallet Standard is one entry (MULTI_CHAIN) with a chooser.
    await (await visible(page.getByRole('button', { name: 'Connect Wallet' }))).click()
    const connect = await visible(modal(page, 'Connect Wallet'))
    const entries = connect.getByRole('button', { name: new RegExp(testWalletInfo.name) })
    await visible(entries.first())
    expect(await entries.count()).toBe(1)
    await entries.click()
    const chooser = await visible(modal(page, testWalletInfo.name))
    await visible(chooser.getByRole('heading', { name: 'Choose a chain' }))
    expect(await axeViolations(page)).toEqual([])
    await lookEverywhere()
    await chooser.getByRole('button', { name: 'Connect on EVM' }).click()
    await hidden(modal(page))
    await expect.poll(() => shownAddress(page)).toBe(wallet.address)

    // Choosing the Solana network while only EVM is connected leads to the Solana wallets.
    let account = await openAccount(page)
    await account.getByRole('button', { name: /Switch network/ }).click()
    const networks = await visible(modal(page, 'Choose Network'))
    await visible(networks.getByRole('region', { name: 'EVM networks' }).getByText('Connected'))
    await networks.getByRole('button', { name: /Solana Localnet/ }).click()
    const switchView = await visible(modal(page, 'Switch Chain'))
    await visible(switchView.getByRole('heading', { name: 'Switch to Solana Localnet' }))
    expect(await axeViolations(page)).toEqual([])
    await lookEverywhere()
    await switchView.getByRole('button', { name: 'Connect a Solana wallet' }).click()
    const solanaWallets = await visible(modal(page, 'Connect Wallet'))
    await visible(solanaWallets.getByText('Wallets that support Solana'))
    await solanaWallets.getByRole('button', { name: new RegExp(testWalletInfo.name) }).click()
    await hidden(modal(page))
    // The Solana account is active now; the EVM one stays connected beside it.
    await expect.poll(() => shownAddress(page)).toBe(solana.address)
    await expect.poll(() => page.getByTestId('network-name').textContent()).toBe('Solana Localnet')

    // The Account view shows the active chain's account, with a choice of chain.
    account = await openAccount(page)
    await visible(identityOf(account, solana.address))
    const chains = account.getByRole('group', { name: 'Connected accounts' })
    await chains.getByRole('button', { name: 'EVM' }).click()
    await visible(identityOf(account, wallet.address))
    await expect.poll(() => shownAddress(page)).toBe(wallet.address)
    expect(await axeViolations(page)).toEqual([])

    // Choosing a Solana network while on EVM switches to the connected Solana account.
    await account.getByRole('button', { name: /Switch network/ }).click()
    await (
      await visible(modal(page, 'Choose Network'))
    )
      .getByRole('button', { name: /Solana Localnet/ })
      .click()
    account = await visible(modal(page, 'Account'))
    await visible(identityOf(account, solana.address))
    await expect.poll(() => shownAddress(page)).toBe(solana.address)
    await account.getByRole('button', { name: 'Close' }).click()
    await hidden(modal(page))

    // A reload restores both accounts, the active chain first.
    await page.reload()
    await expect.poll(() => shownAddress(page)).toBe(solana.address)
    account = await openAccount(page)
    await account
      .getByRole('group', { name: 'Connected accounts' })
      .getByRole('button', { name: 'EVM' })
      .click()
    await expect.poll(() => shownAddress(page)).toBe(wallet.address)

    // Disconnect in the Account view ends both.
    await account.getByRole('button', { name: 'Disconnect all' }).click()
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('disconnected')
    const cleared = await page.evaluate(() => ({
      namespaces: localStorage.getItem('@gatehouse/connectedNamespaces'),
      status: localStorage.getItem('@gatehouse/connectionStatus'),
    }))
    expect(cleared).toEqual({ namespaces: '[]', status: '"disconnected"' })
    expect(errors).toEqual([])
  })
})
