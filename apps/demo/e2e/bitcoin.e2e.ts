import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  axeViolations,
  bitcoinDevAddresses,
  bitcoinTestWalletInfo,
  injectBitcoinSatsConnectWallet,
  injectBitcoinWalletStandardWallet,
  injectSolanaTestWallet,
  satsTestWalletInfo,
  solanaTestWalletInfo,
  testWalletInfo,
  verifyBip322Signature,
  type InjectedBitcoinTestWallet,
} from '@gatehouse/tools'
import { demoSuite, hidden, modal, visible } from './fixtures'
import { short } from './steps'
import { fillSend, openTab, shown, tokenAmount } from './walletSteps'

const demo = demoSuite()

/** Satoshis an address holds on the local chain, mempool included (its UTXOs summed). */
async function satsOf(address: string): Promise<bigint> {
  const response = await fetch(`${demo.stack.bitcoin.restUrl}/address/${address}/utxo`)
  const utxos = (await response.json()) as { value: number }[]
  return utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
}

/** The transactions of an address waiting in the mempool. */
async function mempoolTxids(address: string): Promise<string[]> {
  const response = await fetch(`${demo.stack.bitcoin.restUrl}/address/${address}/txs`)
  const txs = (await response.json()) as { txid: string; status: { confirmed: boolean } }[]
  return txs.filter((tx) => !tx.status.confirmed).map((tx) => tx.txid)
}

type WalletKind = 'wallet-standard' | 'sats-connect'

/** The demo with a Bitcoin test wallet of `kind` on development key `keyIndex` (and the EVM one). */
async function openWithBitcoinWallet(kind: WalletKind, keyIndex: number, search = '') {
  let bitcoin: InjectedBitcoinTestWallet | undefined
  const session = await demo.open({
    search,
    setup: async (context) => {
      const options = { restUrl: demo.stack.bitcoin.restUrl, keyIndex }
      bitcoin =
        kind === 'wallet-standard'
          ? await injectBitcoinWalletStandardWallet(context, options)
          : await injectBitcoinSatsConnectWallet(context, options)
    },
  })
  if (!bitcoin) throw new Error('the Bitcoin test wallet was not injected')
  return { ...session, bitcoin }
}

/** Connects the Bitcoin wallet named `name` from the Connect view. */
async function connectBitcoinWallet(page: Page, name: string) {
  await (await visible(page.getByRole('button', { name: 'Connect Wallet' }))).click()
  const connect = await visible(modal(page, 'Connect Wallet'))
  await (await visible(connect.getByRole('button', { name: new RegExp(name) }))).click()
  await hidden(modal(page))
  await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('connected')
}

/** Signs `message` through the demo's Bitcoin panel (AppKit's `useAppKitProvider('bip122')`). */
async function signInPanel(page: Page, message: string) {
  await page.getByRole('textbox', { name: 'Bitcoin text' }).fill(message)
  await page.getByRole('button', { name: 'Sign with Bitcoin' }).click()
}

describe('Bitcoin on the local regtest chain', () => {
  it('connects a Wallet Standard wallet with its payment account, signs a BIP-322 message, is restored after a reload and ends on Disconnect', async () => {
    const { page, bitcoin, errors } = await openWithBitcoinWallet('wallet-standard', 0)
    await connectBitcoinWallet(page, bitcoinTestWalletInfo.name)
    const payment = bitcoin.wallet.payment.address
    expect(payment).toMatch(/^bcrt1q/)
    await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(payment)
    await expect.poll(() => page.getByTestId('network-name').textContent()).toBe('Bitcoin Regtest')
    const balance = shown(await satsOf(payment), 8)
    const accountButton = page.getByRole('button', { name: new RegExp(short(payment)) })
    await visible(accountButton.filter({ hasText: `${balance} BTC` }))
    await accountButton.click()
    const account = await visible(modal(page, 'Account'))
    await visible(account.getByText(`Connected with ${bitcoinTestWalletInfo.name}`))
    expect(await axeViolations(page)).toEqual([])
    await account.getByRole('button', { name: 'Close' }).click()
    await hidden(modal(page))

    const message = 'Sign in to the Gatehouse demo with Bitcoin'
    await signInPanel(page, message)
    const signature = (await (await visible(page.getByTestId('bitcoin-signature'))).textContent()) ?? ''
    expect(await verifyBip322Signature(payment, message, signature)).toBe(true)
    expect(await verifyBip322Signature(payment, `${message}!`, signature)).toBe(false)

    bitcoin.wallet.declineNextRequest(1)
    await signInPanel(page, 'declined')
    expect(await (await visible(page.getByTestId('bitcoin-sign-error'))).textContent()).toBe(
      'Signature declined',
    )

    await page.reload()
    await visible(page.getByRole('button', { name: new RegExp(short(payment)) }))
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('connected')
    expect(await page.getByTestId('account-address').textContent()).toBe(payment)
    expect(await modal(page).isVisible()).toBe(false)

    // Disconnect ends the session in the wallet too: a reload finds nothing to restore.
    await page.getByRole('button', { name: new RegExp(short(payment)) }).click()
    await (await visible(modal(page, 'Account'))).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('disconnected')
    expect(bitcoin.wallet.isAuthorized).toBe(false)
    await page.reload()
    await visible(page.getByRole('button', { name: 'Connect Wallet' }))
    expect(await page.getByTestId('account-status').textContent()).toBe('disconnected')
    expect(errors).toEqual([])
  })

  it('sends BTC from the Send view: a PSBT the wallet signs, confirmed on chain, in Tokens and in Activity after a block', async () => {
    const { page, bitcoin, errors } = await openWithBitcoinWallet('wallet-standard', 1)
    await connectBitcoinWallet(page, bitcoinTestWalletInfo.name)
    const sender = bitcoin.wallet.payment.address
    const receiver = bitcoinDevAddresses[2] as string
    const senderBefore = await satsOf(sender)
    const receiverBefore = await satsOf(receiver)

    await page.getByRole('button', { name: new RegExp(short(sender)) }).click()
    const account = await visible(modal(page, 'Account'))
    await openTab(page, 'Tokens')
    await expect.poll(() => tokenAmount(page, 'Bitcoin').textContent()).toBe(`${shown(senderBefore, 8)} BTC`)

    // The Send view refuses what cannot be paid before the wallet is asked anything.
    await account.getByRole('button', { name: 'Send' }).click()
    const view = await fillSend(page, {
      token: '',
      amount: '0.5',
      receiver: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    })
    await visible(view.getByText('Enter a valid address for this network'))
    await fillSend(page, { token: '', amount: '0.000000001', receiver })
    await visible(view.getByText('BTC has at most 8 decimals (0.00000001 BTC is 1 satoshi)'))
    expect(await axeViolations(page)).toEqual([])

    await fillSend(page, { token: '', amount: '0.5', receiver })
    await visible(view.getByRole('button', { name: 'Waiting for confirmation…' }))
    await expect.poll(() => mempoolTxids(sender)).toHaveLength(1)
    const [txid] = await mempoolTxids(sender)
    // In the mempool the payment is not confirmed: the view still waits for a block.
    expect(await view.isVisible()).toBe(true)
    await demo.stack.bitcoin.mine()
    await visible(page.getByText('Sent 0.5 BTC'))
    await visible(modal(page, 'Account'))

    expect(await satsOf(receiver)).toBe(receiverBefore + 50_000_000n)
    const senderAfter = await satsOf(sender)
    const fee = senderBefore - 50_000_000n - senderAfter
    expect(fee).toBeGreaterThan(0n)
    expect(fee).toBeLessThan(10_000n)
    const status = (await (await fetch(`${demo.stack.bitcoin.restUrl}/tx/${txid}/status`)).json()) as {
      confirmed: boolean
    }
    expect(status.confirmed).toBe(true)

    await openTab(page, 'Tokens')
    await expect.poll(() => tokenAmount(page, 'Bitcoin').textContent()).toBe(`${shown(senderAfter, 8)} BTC`)
    const activity = await openTab(page, 'Activity')
    const thisMonth = await visible(activity.getByRole('region', { name: 'This month' }))
    await expect
      .poll(() => thisMonth.getByRole('listitem').first().textContent())
      .toMatch(/Sent.*-0\.500 BTC/)
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })

  it('connects a sats-connect wallet, signs with it, and restores it after a reload', async () => {
    const { page, bitcoin, errors } = await openWithBitcoinWallet('sats-connect', 2)
    await connectBitcoinWallet(page, satsTestWalletInfo.name)
    const payment = bitcoin.wallet.payment.address
    await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(payment)
    const message = 'Hello from a sats-connect wallet'
    await signInPanel(page, message)
    const signature = (await (await visible(page.getByTestId('bitcoin-signature'))).textContent()) ?? ''
    expect(await verifyBip322Signature(payment, message, signature)).toBe(true)

    await page.reload()
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('connected')
    expect(await page.getByTestId('account-address').textContent()).toBe(payment)
    expect(errors).toEqual([])
  })

  it('holds EVM, Solana and Bitcoin accounts at once and switches between them', async () => {
    const { page, wallet, bitcoin, errors } = await openWithBitcoinWallet('wallet-standard', 0)
    await injectSolanaTestWallet(page.context(), { rpcUrl: demo.stack.solana.rpcUrl })
    await page.reload()
    const shownAddress = () => page.getByTestId('account-address').textContent()

    // EVM first, from Connect.
    await (await visible(page.getByRole('button', { name: 'Connect Wallet' }))).click()
    await (
      await visible(
        modal(page, 'Connect Wallet').getByRole('button', { name: new RegExp(testWalletInfo.name) }),
      )
    ).click()
    await hidden(modal(page))
    await expect.poll(shownAddress).toBe(wallet.address)

    // Then each other chain through its network: the Switch Chain view leads to that chain's wallets.
    for (const [network, chainWord, walletName, address] of [
      ['Solana Localnet', 'Solana', solanaTestWalletInfo.name, undefined],
      ['Bitcoin Regtest', 'Bitcoin', bitcoinTestWalletInfo.name, bitcoin.wallet.payment.address],
    ] as const) {
      await page.getByRole('button', { name: 'Open account' }).click()
      const account = await visible(modal(page, 'Account'))
      await account.getByRole('button', { name: /Switch network/ }).click()
      await (
        await visible(modal(page, 'Choose Network'))
      )
        .getByRole('button', { name: new RegExp(network) })
        .click()
      const switchView = await visible(modal(page, 'Switch Chain'))
      await switchView.getByRole('button', { name: `Connect a ${chainWord} wallet` }).click()
      await (
        await visible(modal(page, 'Connect Wallet').getByRole('button', { name: new RegExp(walletName) }))
      ).click()
      await hidden(modal(page))
      await expect.poll(() => page.getByTestId('network-name').textContent()).toBe(network)
      if (address) await expect.poll(shownAddress).toBe(address)
    }

    // The Account view's chooser moves between the three connected accounts.
    await page.getByRole('button', { name: 'Open account' }).click()
    const account = await visible(modal(page, 'Account'))
    const chains = account.getByRole('group', { name: 'Connected accounts' })
    expect(await chains.getByRole('button').count()).toBe(3)
    expect(await axeViolations(page)).toEqual([])
    await chains.getByRole('button', { name: 'EVM' }).click()
    await expect.poll(shownAddress).toBe(wallet.address)
    await chains.getByRole('button', { name: 'Bitcoin' }).click()
    await expect.poll(shownAddress).toBe(bitcoin.wallet.payment.address)
    await expect.poll(() => page.getByTestId('network-name').textContent()).toBe('Bitcoin Regtest')
    expect(errors).toEqual([])
  })
})
