import { describe, expect, it } from 'vitest'
import { axeViolations, devPrivateKeys, readBalance } from '@gatehouse/tools'
import { demoSuite, modal, visible } from './fixtures'
import { connectTestWallet, openAccount } from './steps'
import { fillSend, freshAddress, openTab, shown, tokenAmount, watchPlace } from './walletSteps'

const demo = demoSuite()

/** A local token of chain 31337 by symbol. */
function localToken(symbol: string) {
  const chain = demo.stack.chains.find((candidate) => candidate.chainId === 31337)
  const token = chain?.tokens.find((candidate) => candidate.symbol === symbol)
  if (!token) throw new Error(`No local token ${symbol}`)
  return token
}

describe('account: tokens, send and activity on the local chain', () => {
  it('sends ether, an ERC-20 and USDT to a second account; balances change on chain, in Tokens and in Activity', async () => {
    const { page, wallet, errors } = await demo.open({ privateKey: devPrivateKeys[1] })
    const rpcUrl = demo.rpcUrl(31337)
    const receiver = freshAddress()
    const gusd = localToken('GUSD')
    const usdt = localToken('USDT')
    await connectTestWallet(page)

    const account = await openAccount(page, wallet.address)
    const tokens = await openTab(page, 'Tokens')
    await visible(tokens.getByRole('list', { name: 'Tokens' }))
    expect(await tokenAmount(page, 'Gatehouse USD').textContent()).toBe('2,500.000 GUSD')
    expect(await tokenAmount(page, 'Tether USD').textContent()).toBe('750.000 USDT')
    // The 0-decimals points token is never listed (docs/reference/validation.md#zero-decimal-tokens).
    expect(await tokens.getByText('Gatehouse Points').count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])

    await account.getByRole('button', { name: 'Send' }).click()
    await fillSend(page, { token: 'ETH', amount: '0.5', receiver })
    await visible(modal(page, 'Account'))
    await visible(page.getByText('Sent 0.5 ETH'))
    expect(await readBalance(rpcUrl, receiver)).toBe(500_000_000_000_000_000n)
    const etherLeft = await readBalance(rpcUrl, wallet.address)
    await expect.poll(() => tokenAmount(page, 'Ether').textContent()).toBe(`${shown(etherLeft, 18)} ETH`)

    await modal(page, 'Account').getByRole('button', { name: 'Send' }).click()
    await fillSend(page, { token: 'GUSD', amount: '25', receiver })
    await visible(page.getByText('Sent 25 GUSD'))
    expect(await readBalance(rpcUrl, receiver, gusd.address)).toBe(25_000_000n)
    await expect.poll(() => tokenAmount(page, 'Gatehouse USD').textContent()).toBe('2,475.000 GUSD')

    await modal(page, 'Account').getByRole('button', { name: 'Send' }).click()
    await fillSend(page, { token: 'USDT', amount: '10.5', receiver })
    await visible(page.getByText('Sent 10.5 USDT'))
    expect(await readBalance(rpcUrl, receiver, usdt.address)).toBe(10_500_000n)
    await expect.poll(() => tokenAmount(page, 'Tether USD').textContent()).toBe('739.500 USDT')

    const activity = await openTab(page, 'Activity')
    const thisMonth = await visible(activity.getByRole('region', { name: 'This month' }))
    const rows = thisMonth.getByRole('listitem')
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(3)
    expect(await rows.nth(0).textContent()).toMatch(/Sent.*-10\.500 USDT/)
    expect(await rows.nth(1).textContent()).toMatch(/Sent.*-25\.000 GUSD/)
    expect(await rows.nth(2).textContent()).toMatch(/Sent.*-0\.500 ETH/)
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })

  it('shows each validation message, and a declined send keeps what the visitor entered', async () => {
    const { page, wallet } = await demo.open()
    const receiver = freshAddress()
    await connectTestWallet(page)
    await (await openAccount(page, wallet.address)).getByRole('button', { name: 'Send' }).click()

    const view = await fillSend(page, { token: '', amount: '', receiver: '' })
    expect(
      await (await visible(view.getByText('An amount and receiver address are required'))).isVisible(),
    ).toBe(true)
    await fillSend(page, { token: '', amount: '1', receiver })
    await visible(view.getByText('A token is required'))
    expect(await axeViolations(page)).toEqual([])

    wallet.rejectRequests('eth_sendTransaction')
    await fillSend(page, { token: 'ETH', amount: '1.25', receiver })
    await visible(view.getByText('You declined the transaction in your wallet.'))
    expect(await view.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('1.25')
    expect(await view.getByRole('textbox', { name: 'Receiver address' }).inputValue()).toBe(receiver)
    expect(await readBalance(demo.rpcUrl(31337), receiver)).toBe(0n)
  })

  it('an amount above the balance shows the node’s insufficient-funds error and keeps the form', async () => {
    const { page, wallet } = await demo.open()
    const receiver = freshAddress()
    await connectTestWallet(page)
    await (await openAccount(page, wallet.address)).getByRole('button', { name: 'Send' }).click()
    const view = await fillSend(page, { token: 'ETH', amount: '20000', receiver })
    await visible(view.getByText('Insufficient funds for gas and value.'))
    expect(await view.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('20000')
  })

  it('keeps Buy, Receive and Send in place while the name and the balance arrive', async () => {
    const { page, wallet } = await demo.open()
    await connectTestWallet(page)
    const row = await watchPlace(page, '.gh-account__features')
    const account = await openAccount(page, wallet.address)
    await visible(account.getByRole('button', { name: 'Send' }))
    // The development account has a name: before it arrives the view must not offer "Choose a name".
    await visible(account.getByText('dev.eth', { exact: true }))
    await expect.poll(() => account.locator('.gh-account__balance').textContent()).toMatch(/ ETH$/)
    expect(await account.getByRole('button', { name: 'Choose a name' }).count()).toBe(0)
    expect(await row.places()).toHaveLength(1)
  })

  it('Receive shows the address as a QR code with its networks, and copies it', async () => {
    const { page, wallet, context } = await demo.open()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await connectTestWallet(page)
    await (await openAccount(page, wallet.address)).getByRole('button', { name: 'Receive' }).click()
    const view = await visible(modal(page, 'Receive'))
    await visible(view.getByRole('img', { name: 'QR code of your address' }))
    expect(await view.getByText(wallet.address).isVisible()).toBe(true)
    const networks = view.getByRole('region', { name: 'Receive on these networks only' })
    expect(await networks.textContent()).toContain('Local Devnet')
    await view.getByRole('button', { name: 'Copy address' }).click()
    await visible(page.getByText('Address copied'))
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.address)
    expect(await axeViolations(page)).toEqual([])
  })

  it('NFTs lists the collectibles held, without spam', async () => {
    const { page, wallet } = await demo.open()
    await connectTestWallet(page)
    await openAccount(page, wallet.address)
    const nfts = await openTab(page, 'NFTs')
    const list = await visible(nfts.getByRole('list', { name: 'NFTs' }))
    expect(await list.getByRole('listitem').count()).toBe(2)
    expect(await list.textContent()).toContain('Gatehouse Pass')
    expect(await list.textContent()).not.toContain('Free Mint Reward')
  })
})
