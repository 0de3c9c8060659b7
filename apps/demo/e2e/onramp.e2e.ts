import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import {
  axeViolations,
  devPrivateKeys,
  e2eWaitMs,
  hidden,
  injectSolanaTestWallet,
  readBalance,
  solanaTestWalletInfo,
  type InjectedSolanaTestWallet,
} from '@gatehouse/tools'
import { demoSuite, modal, visible } from './fixtures'
import { connectTestWallet, openAccount } from './steps'
import { openTab, tokenAmount } from './walletSteps'

const demo = demoSuite()

function localGusd() {
  const chain = demo.stack.chains.find((candidate) => candidate.chainId === 31337)
  const token = chain?.tokens.find((candidate) => candidate.symbol === 'GUSD')
  if (!token) throw new Error('No local GUSD')
  return token
}

/** The built demo's chunk of feature-onramp, from Vite's manifest. */
function onrampChunk(): string {
  const manifest = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; src?: string }>
  const entry = Object.values(manifest).find((chunk) =>
    chunk.src?.endsWith('libs/feature-onramp/src/index.ts'),
  )
  if (!entry) throw new Error('no chunk for feature-onramp in the demo build')
  return `/${entry.file}`
}

/** The local Solana chain's GUSD mint (SPL Token). */
function solanaGusd() {
  const token = demo.stack.solana.tokens.find((candidate) => candidate.symbol === 'GUSD')
  if (!token) throw new Error('No local Solana GUSD')
  return token
}

/** Base units of a mint an owner holds on the local Solana chain (its token accounts summed). */
async function splBalance(owner: string, mint: string): Promise<bigint> {
  const response = await fetch(demo.stack.solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getTokenAccountsByOwner',
      params: [owner, { mint }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
    }),
  })
  const body = (await response.json()) as {
    result: { value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[] }
  }
  return body.result.value.reduce(
    (sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}

/** Opens the demo with the injected Solana test wallet (development key 0) and connects it. */
async function connectedSolanaDemo() {
  let wallet: InjectedSolanaTestWallet | undefined
  const session = await demo.open({
    setup: async (context) => {
      wallet = await injectSolanaTestWallet(context, { rpcUrl: demo.stack.solana.rpcUrl, keyIndex: 0 })
    },
  })
  if (!wallet) throw new Error('the Solana test wallet was not injected')
  const { page } = session
  await (await visible(page.getByRole('button', { name: 'Connect Wallet' }))).click()
  await (
    await visible(
      modal(page, 'Connect Wallet').getByRole('button', { name: new RegExp(solanaTestWalletInfo.name) }),
    )
  ).click()
  await hidden(modal(page))
  return { ...session, address: wallet.wallet.address }
}

/** A port nothing listens on: a call sent there fails for real (connection refused). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** Sends the page's calls to a path of apps/cloud to a closed port instead. */
async function breakServiceCall(page: Page, path: string) {
  const port = await closedPort()
  await page.route(`**${path}*`, (route) => {
    const url = new URL(route.request().url())
    url.port = String(port)
    return route.continue({ url: url.toString() })
  })
}

/** Presses a button that opens the provider's checkout window and returns that window. */
async function checkoutWindow(context: BrowserContext, press: () => Promise<void>): Promise<Page> {
  const [popup] = await Promise.all([context.waitForEvent('page'), press()])
  await popup.waitForURL(/\/onramp\/sandbox\/checkout\/[0-9a-f-]{36}$/)
  return popup
}

describe('on-ramp: buy through the sandbox checkout', () => {
  it('buys GUSD by card: quote, checkout window, Pay; the tokens arrive on chain, in Tokens and in Activity', async () => {
    const session = await demo.open({ privateKey: devPrivateKeys[2] })
    const { context, page, wallet, errors } = session
    const rpcUrl = demo.rpcUrl(31337)
    const gusd = localGusd()
    expect(await readBalance(rpcUrl, wallet.address, gusd.address)).toBe(0n)
    await connectTestWallet(page)
    const account = await openAccount(page, wallet.address)
    // The order of docs/reference/features.md#wallet-features-order: onramp first among the wallet features.
    // The action row renders once the feature chunks have loaded, so poll rather than read once.
    const actions = account.getByRole('button', { name: /^(Buy|Receive|Send)$/ })
    await expect
      .poll(() => actions.allTextContents(), { timeout: e2eWaitMs })
      .toEqual(['Buy', 'Receive', 'Send'])

    await account.getByRole('button', { name: 'Buy' }).click()
    const providers = await visible(modal(page, 'Buy'))
    await visible(providers.getByText('Card or bank account, fees 1–2 %'))
    expect(await axeViolations(page)).toEqual([])
    await providers.getByRole('button', { name: 'Pay by card' }).click()

    const form = await visible(modal(page, 'Buy').locator('form'))
    const purchase = form.getByRole('combobox', { name: 'You buy' })
    await expect.poll(() => purchase.locator('option').allTextContents()).toContain('GUSD on Localhost')
    await purchase.selectOption({ label: 'GUSD on Localhost' })
    await form.getByRole('textbox', { name: 'Amount' }).fill('50')
    // 50 USD less the 1.5 % fee (0.75) and the 0.10 network fee.
    await visible(form.getByText('49.150000 GUSD'))
    await visible(form.getByText('0.75 USD'))
    expect(await axeViolations(page)).toEqual([])
    await session.lookEverywhere()

    const checkout = await checkoutWindow(context, () =>
      form.getByRole('button', { name: 'Continue to checkout' }).click(),
    )
    await visible(modal(page, 'Buy in progress'))
    await visible(checkout.getByText('Card provider (sandbox)', { exact: true }))
    await visible(checkout.getByText(wallet.address.toLowerCase()))
    await checkout.getByRole('button', { name: 'Pay 50.00 USD' }).click()
    await visible(checkout.getByRole('status').filter({ hasText: 'Paid.' }))
    expect(await readBalance(rpcUrl, wallet.address, gusd.address)).toBe(49_150_000n)
    await checkout.close()

    const finished = await visible(modal(page, 'Buy in progress'))
    await visible(finished.getByText('Purchase finished'))
    await session.lookEverywhere()
    await finished.getByRole('button', { name: 'Back to account' }).click()
    await visible(modal(page, 'Account'))
    await openTab(page, 'Tokens')
    await expect.poll(() => tokenAmount(page, 'Gatehouse USD').textContent()).toBe('49.150 GUSD')
    const activity = await openTab(page, 'Activity')
    const rows = activity.getByRole('listitem')
    await expect.poll(() => rows.first().textContent()).toMatch(/Bought.*49\.150 GUSD/)
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })

  it('buys GUSD on the local Solana chain by card from a Solana wallet: only Solana assets offered, the SPL tokens arrive, the purchase in Activity', async () => {
    const { context, page, address, errors } = await connectedSolanaDemo()
    const gusd = solanaGusd()
    const before = await splBalance(address, gusd.mint)
    const account = await openAccount(page, address)
    await (await visible(account.getByRole('button', { name: 'Buy' }))).click()
    await (await visible(modal(page, 'Buy'))).getByRole('button', { name: 'Pay by card' }).click()

    const form = await visible(modal(page, 'Buy').locator('form'))
    const purchase = form.getByRole('combobox', { name: 'You buy' })
    // Only what can reach a Solana address: no GUSD, USDT or ETH on Localhost.
    await expect
      .poll(() => purchase.locator('option').allTextContents(), { timeout: e2eWaitMs })
      .toEqual(['GUSD on Solana Localnet', 'SOL on Solana Localnet'])
    await purchase.selectOption({ label: 'GUSD on Solana Localnet' })
    await form.getByRole('textbox', { name: 'Amount' }).fill('50')
    await visible(form.getByText('49.150000 GUSD'))
    expect(await axeViolations(page)).toEqual([])

    const checkout = await checkoutWindow(context, () =>
      form.getByRole('button', { name: 'Continue to checkout' }).click(),
    )
    await visible(checkout.getByText('Solana Localnet', { exact: true }))
    // The base58 address as it is, not lower-cased.
    await visible(checkout.getByText(address, { exact: true }))
    await checkout.getByRole('button', { name: 'Pay 50.00 USD' }).click()
    await visible(checkout.getByRole('status').filter({ hasText: 'Paid.' }))
    expect(await splBalance(address, gusd.mint)).toBe(before + 49_150_000n)
    await checkout.close()

    const finished = await visible(modal(page, 'Buy in progress'))
    await visible(finished.getByText('Purchase finished'))
    await finished.getByRole('button', { name: 'Back to account' }).click()
    await visible(modal(page, 'Account'))
    await openTab(page, 'Tokens')
    await expect.poll(() => tokenAmount(page, gusd.name).textContent()).toBe('1,049.150 GUSD')
    const activity = await openTab(page, 'Activity')
    await expect
      .poll(() => activity.getByRole('listitem').first().textContent())
      .toMatch(/Bought.*49\.150 GUSD/)
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })

  it('offers a Solana wallet no Buy when the options fail: the built-in list has nothing for Solana', async () => {
    let wallet: InjectedSolanaTestWallet | undefined
    const { page } = await demo.open({
      setup: async (context) => {
        wallet = await injectSolanaTestWallet(context, { rpcUrl: demo.stack.solana.rpcUrl, keyIndex: 1 })
        // Before the page loads, so the Account view's first read of the options fails too.
        await context.route('**/v1/onramp/options*', (route) => route.abort('connectionrefused'))
      },
    })
    await (await visible(page.getByRole('button', { name: 'Connect Wallet' }))).click()
    await (
      await visible(
        modal(page, 'Connect Wallet').getByRole('button', { name: new RegExp(solanaTestWalletInfo.name) }),
      )
    ).click()
    await hidden(modal(page))
    const account = await openAccount(page, wallet?.wallet.address ?? '')
    const actions = account.getByRole('button', { name: /^(Buy|Swap|Receive|Send)$/ })
    await expect.poll(() => actions.allTextContents(), { timeout: e2eWaitMs }).toEqual(['Receive', 'Send'])
  })

  it('opens the second provider with its query, and paying there delivers the local dollar token', async () => {
    const { context, page, wallet } = await demo.open({ privateKey: devPrivateKeys[2] })
    const rpcUrl = demo.rpcUrl(31337)
    const gusd = localGusd()
    const before = await readBalance(rpcUrl, wallet.address, gusd.address)
    const started: URL[] = []
    context.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/onramp/sandbox/meld') started.push(url)
    })
    await connectTestWallet(page)
    const account = await openAccount(page, wallet.address)
    await account.getByRole('button', { name: 'Buy' }).click()
    const providers = await visible(modal(page, 'Buy'))
    const checkout = await checkoutWindow(context, () =>
      providers.getByRole('button', { name: 'More ways to pay' }).click(),
    )
    const [url] = started
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      publicKey: 'gatehouse-sandbox',
      destinationCurrencyCode: 'USDC',
      walletAddress: wallet.address,
      externalCustomerId: demo.stack.config.projectId,
    })
    await visible(checkout.getByText('Second provider (sandbox)', { exact: true }))
    await checkout.getByRole('button', { name: /^Pay / }).click()
    await visible(checkout.getByRole('status').filter({ hasText: 'Paid.' }))
    expect(await readBalance(rpcUrl, wallet.address, gusd.address)).toBeGreaterThan(before)
    await checkout.close()
    await visible(modal(page, 'Buy in progress').getByText('Purchase finished'))
  })

  it('falls back to the built-in currencies and an echoed quote when options and quote fail', async () => {
    const { page, wallet } = await demo.open()
    await breakServiceCall(page, '/v1/onramp/options')
    await breakServiceCall(page, '/v1/onramp/quote')
    await connectTestWallet(page)
    const account = await openAccount(page, wallet.address)
    await account.getByRole('button', { name: 'Buy' }).click()
    await (await visible(modal(page, 'Buy'))).getByRole('button', { name: 'Pay by card' }).click()
    const form = await visible(modal(page, 'Buy').locator('form'))
    await visible(form.getByText("The provider's list is unavailable: showing the usual currencies."))
    expect(await form.getByRole('combobox', { name: 'You buy' }).locator('option').allTextContents()).toEqual(
      ['USDC on Ethereum', 'ETH on Ethereum'],
    )
    expect(
      await form.getByRole('combobox', { name: 'You pay with' }).locator('option').allTextContents(),
    ).toEqual(['USD', 'EUR'])
    await form.getByRole('textbox', { name: 'Amount' }).fill('5')
    await visible(form.getByText('The minimum is 10 USD.'))
    await form.getByRole('textbox', { name: 'Amount' }).fill('75')
    await visible(form.getByText('75 USDC'))
    await visible(form.getByText('A live quote is unavailable: the provider confirms the final amount.'))
    expect(await axeViolations(page)).toEqual([])
  })

  it('loads the on-ramp code only when Buy is pressed, and never with the feature off', async () => {
    const chunk = onrampChunk()
    const requested = (requests: string[]) => requests.some((url) => new URL(url).pathname === chunk)
    const off = await demo.open({ search: '?off=onramp' })
    await connectTestWallet(off.page)
    const plain = await openAccount(off.page, off.wallet.address)
    expect(await plain.getByRole('button', { name: 'Buy' }).count()).toBe(0)
    expect(requested(off.requests)).toBe(false)

    const { page, wallet, requests } = await demo.open()
    await connectTestWallet(page)
    const account = await openAccount(page, wallet.address)
    expect(requested(requests)).toBe(false)
    await account.getByRole('button', { name: 'Buy' }).click()
    await visible(modal(page, 'Buy').getByRole('button', { name: 'Pay by card' }))
    expect(requested(requests)).toBe(true)
  })
})
