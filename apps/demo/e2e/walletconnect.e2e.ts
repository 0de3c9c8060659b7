import type { Page } from 'playwright-core'
import { createPublicClient, http, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { axeViolations, devAddresses, e2eWaitMs } from '@gatehouse/tools'
import { demoSuite, hidden, modal, visible } from './fixtures'
import { approveSession, copyPairingLink, openSampleWallet } from './sampleWalletSteps'
import { openAccount } from './steps'

const demo = demoSuite()
const account = devAddresses[0] as `0x${string}`

/** Answers the next request the wallet receives. */
async function answer(wallet: Page, choice: 'Approve' | 'Reject') {
  await wallet.getByRole('button', { name: choice, exact: true }).click()
}

async function connectOverWalletConnect(page: Page) {
  const uri = await copyPairingLink(page)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  const wallet = await openSampleWallet(demo)
  await approveSession(wallet, uri)
  await hidden(modal(page))
  await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(account)
  return wallet
}

async function signMessage(page: Page, wallet: Page, message: string) {
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(message)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await answer(wallet, 'Approve')
  const signature = (await (
    await visible(page.getByTestId('signature'), 30_000)
  ).textContent()) as `0x${string}`
  expect(await verifyMessage({ address: account, message, signature })).toBe(true)
}

describe('WalletConnect with the sample wallet', () => {
  it('connects from the QR view, signs a message and sends a transaction on the local chain', async () => {
    const { page, errors, lookEverywhere } = await demo.open()
    const uri = await copyPairingLink(page)
    expect(await axeViolations(page)).toEqual([])
    await lookEverywhere()
    const wallet = await openSampleWallet(demo)
    await approveSession(wallet, uri)
    await hidden(modal(page))
    await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(account)
    await expect.poll(() => page.getByTestId('network-chain-id').textContent()).toBe('31337')

    await signMessage(page, wallet, 'Signed over WalletConnect')

    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await answer(wallet, 'Approve')
    const hash = (await (await visible(page.getByTestId('tx-hash'), 30_000)).textContent()) as `0x${string}`
    const chain = createPublicClient({ transport: http(demo.rpcUrl(31337)) })
    expect((await chain.getTransactionReceipt({ hash })).status).toBe('success')
    expect(errors).toEqual([])
    await wallet.context().close()
  })

  it('a request the wallet rejects shows a clear message, and the modal stays usable', async () => {
    const { page } = await demo.open()
    const wallet = await connectOverWalletConnect(page)
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Please sign me')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await answer(wallet, 'Reject')
    expect(await (await visible(page.getByTestId('sign-error'), 30_000)).textContent()).toBe(
      'Signature declined',
    )
    expect(await page.getByRole('textbox', { name: 'Message', exact: true }).inputValue()).toBe(
      'Please sign me',
    )
    const view = await openAccount(page, account)
    await visible(view.getByText('Connected with WalletConnect'))
    await page.keyboard.press('Escape')
    await hidden(modal(page))
    await wallet.context().close()
  })

  it('follows the wallet: a chain switch, then a disconnect', async () => {
    const { page } = await demo.open()
    const wallet = await connectOverWalletConnect(page)
    await wallet.getByRole('button', { name: /Switch to chain 1337/ }).click()
    await expect.poll(() => page.getByTestId('network-chain-id').textContent()).toBe('1337')
    await expect.poll(() => page.getByTestId('network-name').textContent()).toBe('Local Devnet')

    await wallet.getByRole('button', { name: 'Disconnect', exact: true }).click()
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('disconnected')
    await visible(page.getByRole('button', { name: 'Connect Wallet' }))
    await wallet.context().close()
  })

  it('survives a relay restart mid-session, and a reload restores the session', async () => {
    const { page } = await demo.open()
    const wallet = await connectOverWalletConnect(page)
    await demo.stack.restartCloud()
    await signMessage(page, wallet, 'After the relay came back')

    await page.reload()
    await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(account)
    await signMessage(page, wallet, 'After a reload')
    await wallet.context().close()
  })

  it('on a phone, opens All Wallets first and the wallet link carries the encoded pairing URI', async () => {
    const { page, errors } = await demo.open({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      search: '?manualWC=1',
    })
    // The pairing is prepared as the list opens (its proposal goes to the relay), so the tap opens the app.
    const proposalSent = page.waitForEvent('websocket').then((socket) =>
      socket.waitForEvent('framesent', {
        predicate: (frame) => String(frame.payload).includes('wc_proposeSession'),
        timeout: e2eWaitMs,
      }),
    )
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const all = await visible(modal(page, 'All Wallets'))
    expect(await axeViolations(page)).toEqual([])
    const sample = await visible(all.getByRole('button', { name: /^Gatehouse Sample Wallet/ }))
    await proposalSent
    await sample.tap()
    await page.waitForURL((url) => url.href.startsWith(demo.stack.sampleWallet.url), { timeout: e2eWaitMs })
    const target = new URL(page.url())
    expect(target.pathname).toBe('/wc')
    expect(target.search).toMatch(/^\?uri=wc%3A[0-9a-f]{64}%402%3F/)
    expect(target.searchParams.get('uri')).toMatch(/^wc:[0-9a-f]{64}@2\?.*expiryTimestamp=\d+/)
    expect(errors).toEqual([])
  })
})
