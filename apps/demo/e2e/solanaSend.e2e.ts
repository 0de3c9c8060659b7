import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  axeViolations,
  hidden,
  injectSolanaTestWallet,
  SolanaTestWallet,
  solanaTestWalletInfo,
  type InjectedSolanaTestWallet,
} from '@gatehouse/tools'
import { demoSuite, modal, visible } from './fixtures'
import { openAccount } from './steps'
import { fillSend, openTab, tokenAmount } from './walletSteps'

const demo = demoSuite()

/** A JSON-RPC call to the local Solana chain. */
async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(demo.stack.solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result: T }
  return body.result
}

/** Lamports of an address, on chain. */
const solBalance = async (owner: string) =>
  BigInt((await solanaRpc<{ value: number }>('getBalance', [owner, { commitment: 'confirmed' }])).value)

/** Base units of a mint an owner holds, on chain (its token accounts summed). */
async function tokenBalance(owner: string, mint: string): Promise<bigint> {
  const { value } = await solanaRpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>('getTokenAccountsByOwner', [owner, { mint }, { encoding: 'jsonParsed', commitment: 'confirmed' }])
  return value.reduce((sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount), 0n)
}

function localMint(program: 'token' | 'token-2022') {
  const token = demo.stack.solana.tokens.find((candidate) => candidate.program === program)
  if (!token) throw new Error(`No local ${program} mint`)
  return token
}

/** Opens the demo with the injected Solana test wallet on development key 1. */
async function openSolanaDemo(
  search = '',
): Promise<{ page: Page; wallet: InjectedSolanaTestWallet; errors: string[] }> {
  let wallet: InjectedSolanaTestWallet | undefined
  const session = await demo.open({
    search,
    setup: async (context) => {
      wallet = await injectSolanaTestWallet(context, { rpcUrl: demo.stack.solana.rpcUrl, keyIndex: 1 })
    },
  })
  if (!wallet) throw new Error('the Solana test wallet was not injected')
  return { page: session.page, wallet, errors: session.errors }
}

async function connectSolanaWallet(page: Page) {
  await (await visible(page.getByRole('button', { name: 'Connect Wallet' }))).click()
  await (
    await visible(
      modal(page, 'Connect Wallet').getByRole('button', { name: new RegExp(solanaTestWalletInfo.name) }),
    )
  ).click()
}

describe('Solana: tokens, send and activity on the local Solana chain', () => {
  it('sends SOL and an SPL token to another development key: on chain, in Tokens and in Activity', async () => {
    const { page, wallet, errors } = await openSolanaDemo()
    const sender = wallet.wallet.address
    // Another development key (2): it holds SOL and both tokens already.
    const receiver = new SolanaTestWallet({ rpcUrl: demo.stack.solana.rpcUrl, keyIndex: 2 }).address
    const gusd = localMint('token')
    const gpt = localMint('token-2022')
    await connectSolanaWallet(page)
    await hidden(modal(page))

    const account = await openAccount(page, sender)
    const tokens = await openTab(page, 'Tokens')
    await visible(tokens.getByRole('list', { name: 'Tokens' }))
    await expect.poll(() => tokenAmount(page, 'Solana').textContent()).toBe('100.000 SOL')
    expect(await tokenAmount(page, gusd.name).textContent()).toBe('1,000.000 GUSD')
    expect(await tokenAmount(page, gpt.name).textContent()).toBe('5,000.000 GPT')
    expect(await axeViolations(page)).toEqual([])

    const solBefore = await solBalance(receiver)
    await account.getByRole('button', { name: 'Send' }).click()
    await fillSend(page, { token: 'SOL', amount: '0.5', receiver })
    await visible(page.getByText('Sent 0.5 SOL'))
    await visible(modal(page, 'Account'))
    expect(await solBalance(receiver)).toBe(solBefore + 500_000_000n)

    const gusdBefore = await tokenBalance(receiver, gusd.mint)
    await modal(page, 'Account').getByRole('button', { name: 'Send' }).click()
    await fillSend(page, { token: 'GUSD', amount: '25.5', receiver })
    await visible(page.getByText('Sent 25.5 GUSD'))
    expect(await tokenBalance(receiver, gusd.mint)).toBe(gusdBefore + 25_500_000n)
    expect(await tokenBalance(sender, gusd.mint)).toBe(974_500_000n)
    await expect.poll(() => tokenAmount(page, gusd.name).textContent()).toBe('974.500 GUSD')
    const solLeft = await solBalance(sender)
    expect(solLeft).toBeLessThan(99_500_000_000n)

    const activity = await openTab(page, 'Activity')
    const thisMonth = await visible(activity.getByRole('region', { name: 'This month' }))
    const rows = thisMonth.getByRole('listitem')
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2)
    expect(await rows.nth(0).textContent()).toMatch(/Sent.*-25\.500 GUSD/)
    expect(await rows.nth(1).textContent()).toMatch(/Sent.*-0\.500 SOL/)
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })

  it('refuses a receiver that is not a Solana address, and asks the wallet nothing', async () => {
    const { page, wallet } = await openSolanaDemo()
    await connectSolanaWallet(page)
    await hidden(modal(page))
    const solBefore = await solBalance(wallet.wallet.address)
    await (await openAccount(page, wallet.wallet.address)).getByRole('button', { name: 'Send' }).click()
    const view = await fillSend(page, { token: 'SOL', amount: '', receiver: '' })
    await visible(view.getByText('An amount and receiver address are required'))
    const evmAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    await fillSend(page, { token: 'SOL', amount: '1', receiver: evmAddress })
    await visible(view.getByText('Enter a valid address for this network'))
    expect(await view.getByRole('textbox', { name: 'Receiver address' }).inputValue()).toBe(evmAddress)
    expect(await solBalance(wallet.wallet.address)).toBe(solBefore)
  })

  it('signs in with the Solana account: a CAIP-122 message apps/cloud verifies with ed25519', async () => {
    const { page, wallet, errors } = await openSolanaDemo('?siwx=cloud')
    await connectSolanaWallet(page)
    const view = await visible(modal(page, 'Sign In'))
    await visible(view.getByText('Gatehouse demo wants you to sign in'))
    await view.getByRole('button', { name: 'Sign', exact: true }).click()
    await hidden(modal(page))
    await expect.poll(() => page.getByTestId('siwx-status').textContent()).toBe('signed in')
    expect(await page.getByTestId('siwx-address').textContent()).toBe(wallet.wallet.address)
    expect(await page.getByTestId('siwx-chain').textContent()).toBe(demo.stack.solana.caipNetworkId)
    expect(errors).toEqual([])
  })
})
