import { ed25519 } from '@noble/curves/ed25519'
import { createSolanaRpc, address as solanaAddress, getBase58Encoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import {
  axeViolations,
  injectSolanaTestWallet,
  solanaTestWalletInfo,
  type InjectedSolanaTestWallet,
} from '@gatehouse/tools'
import { demoSuite, hidden, modal, visible } from './fixtures'
import { openAccount, short } from './steps'

const demo = demoSuite()

/** SOL as the modal shows a balance: 3 decimals, rounded down, grouped. */
function expectedSol(lamports: bigint): string {
  const whole = lamports / 1_000_000_000n
  const fraction = ((lamports % 1_000_000_000n) / 1_000_000n).toString().padStart(3, '0')
  return `${Number(whole).toLocaleString('en-US')}.${fraction} SOL`
}

/** The demo with the Solana test wallet injected into the page, before the page loads. */
async function openWithSolanaWallet(allowHosts: readonly string[] = []) {
  let injected: InjectedSolanaTestWallet | undefined
  const session = await demo.open({
    allowHosts,
    setup: async (context) => {
      injected = await injectSolanaTestWallet(context, { rpcUrl: demo.stack.solana.rpcUrl })
    },
  })
  if (!injected) throw new Error('the Solana wallet was not injected')
  return { ...session, solana: injected }
}

async function connectSolanaWallet(page: Awaited<ReturnType<typeof openWithSolanaWallet>>['page']) {
  await (await visible(page.getByRole('button', { name: 'Connect Wallet' }))).click()
  const dialog = await visible(modal(page, 'Connect Wallet'))
  await (await visible(dialog.getByRole('button', { name: new RegExp(solanaTestWalletInfo.name) }))).click()
  // The dialog's title changes while the wallet is asked: wait for the modal itself to close.
  await hidden(modal(page))
  await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('connected')
}

describe('a Solana wallet (Wallet Standard) on the local Solana chain', () => {
  it('connects from Connect and shows the account with its SOL balance', async () => {
    const { page, solana, errors } = await openWithSolanaWallet()
    await connectSolanaWallet(page)
    const address = solana.wallet.address
    await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(address)
    const rpc = createSolanaRpc(demo.stack.solana.rpcUrl)
    const { value: lamports } = await rpc.getBalance(solanaAddress(address)).send()
    expect(lamports).toBeGreaterThan(0n)
    const balance = expectedSol(lamports)
    const accountButton = page.getByRole('button', { name: new RegExp(short(address)) })
    await visible(accountButton.filter({ hasText: balance }))
    await accountButton.click()
    const account = await visible(modal(page, 'Account'))
    await visible(account.locator('.gh-account__balance', { hasText: balance }))
    await visible(account.getByText(`Connected with ${solanaTestWalletInfo.name}`))
    expect(await axeViolations(page)).toEqual([])
    // The host's connection (useAppKitConnection) reads the same chain.
    await expect.poll(() => page.getByTestId('solana-lamports').textContent()).toBe(`${lamports} lamports`)
    expect(errors).toEqual([])
  })

  it('signs a message through the host API that the public key verifies', async () => {
    const { page, solana, errors } = await openWithSolanaWallet()
    await connectSolanaWallet(page)
    await expect.poll(() => page.getByTestId('solana-public-key').textContent()).toBe(solana.wallet.address)
    await page.getByRole('textbox', { name: 'Solana text' }).fill('I own this Solana account')
    await page.getByRole('button', { name: 'Sign with Solana' }).click()
    const signature = (await (await visible(page.getByTestId('solana-signature'))).textContent()) as string
    const message = new TextEncoder().encode('I own this Solana account')
    const publicKey = new Uint8Array(getBase58Encoder().encode(solana.wallet.address))
    expect(ed25519.verify(new Uint8Array(getBase58Encoder().encode(signature)), message, publicKey)).toBe(
      true,
    )
    expect(errors).toEqual([])
  })

  it('shows a declined signature as declined', async () => {
    const { page, solana, errors } = await openWithSolanaWallet()
    await connectSolanaWallet(page)
    solana.wallet.rejectNext()
    await page.getByRole('button', { name: 'Sign with Solana' }).click()
    expect(await (await visible(page.getByTestId('solana-sign-error'))).textContent()).toBe(
      'Signature declined',
    )
    expect(errors).toEqual([])
  })

  it('switches between Solana networks, and the host connection (useAppKitConnection) follows', async () => {
    // On Solana Testnet the kit reads the account from the node the demo lists for it, the public
    // testnet's (Solana's RPC does not go through apps/cloud yet); no other host may be asked.
    const { page, solana } = await openWithSolanaWallet(['api.testnet.solana.com'])
    await connectSolanaWallet(page)
    await visible(page.getByText('Balance on Solana Localnet'))
    await expect.poll(() => page.getByTestId('solana-lamports').textContent()).toMatch(/^\d+ lamports$/)
    let account = await openAccount(page, solana.wallet.address)
    for (const name of ['Solana Testnet', 'Solana Localnet']) {
      await account.getByRole('button', { name: /Switch network/ }).click()
      const networks = await visible(modal(page, 'Choose Network'))
      await networks.getByRole('button', { name: new RegExp(name) }).click()
      account = await visible(modal(page, 'Account'))
      await expect.poll(() => page.getByTestId('network-name').textContent()).toBe(name)
      await visible(page.getByText(`Balance on ${name}`))
    }
    // Back on the local chain, the host's connection reads the balance again (the public testnet is
    // out of reach here, so its balance stayed unknown).
    await expect.poll(() => page.getByTestId('solana-lamports').textContent()).toMatch(/^\d+ lamports$/)
  })

  it('is restored after a reload, and ends on Disconnect', async () => {
    const { page, solana, errors } = await openWithSolanaWallet()
    await connectSolanaWallet(page)
    const address = solana.wallet.address
    await page.reload()
    const accountButton = await visible(page.getByRole('button', { name: new RegExp(short(address)) }))
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('connected')
    expect(await modal(page).isVisible()).toBe(false)
    await accountButton.click()
    const account = await visible(modal(page, 'Account'))
    await account.getByRole('button', { name: 'Disconnect' }).click()
    await visible(modal(page, 'Connect Wallet'))
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('disconnected')
    expect(solana.wallet.isAuthorized).toBe(false)
    await page.reload()
    await visible(page.getByRole('button', { name: 'Connect Wallet' }))
    expect(await page.getByTestId('account-status').textContent()).toBe('disconnected')
    expect(errors).toEqual([])
  })
})
