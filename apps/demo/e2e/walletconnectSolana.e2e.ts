import {
  address,
  getBase58Encoder,
  getPublicKeyFromAddress,
  signatureBytes,
  verifySignature,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { devAddresses, e2eWaitMs, solanaDevAddresses } from '@gatehouse/tools'
import { demoSuite, hidden, modal, visible } from './fixtures'
import { copyPairingLink, openSampleWallet } from './sampleWalletSteps'
import { openAccount } from './steps'

const demo = demoSuite()
const evmAccount = devAddresses[0] as string
const solanaAccount = solanaDevAddresses[0] as string
const receiver = solanaDevAddresses[2] as string

/** The SOL balance of `owner` on the local Solana chain, in lamports. */
async function lamportsOf(owner: string): Promise<bigint> {
  const response = await fetch(demo.stack.solana?.rpcUrl as string, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [owner] }),
  })
  const body = (await response.json()) as { result: { value: number } }
  return BigInt(body.result.value)
}

describe('WalletConnect with EVM and Solana in one session', () => {
  it('pairs both namespaces, signs and sends on Solana, restores both on reload, and disconnects both', async () => {
    const { page } = await demo.open()
    const uri = await copyPairingLink(page)
    const wallet = await openSampleWallet(demo)
    await wallet.getByRole('textbox', { name: 'Pairing URI' }).fill(uri)
    await wallet.getByRole('button', { name: 'Connect', exact: true }).click()
    // The proposal names both: the local EVM chains and the local Solana cluster.
    await visible(wallet.getByText(/Solana Localnet/).first())
    await wallet.getByRole('button', { name: 'Approve', exact: true }).click()
    await hidden(modal(page))

    // The Account shows the EVM account; the Solana account came with the same session.
    await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(evmAccount)
    await expect.poll(() => page.getByTestId('solana-public-key').textContent()).toBe(solanaAccount)
    // The Account view offers both accounts; choosing Solana makes it the active one.
    const accountView = await openAccount(page, evmAccount)
    await accountView.getByRole('button', { name: 'Solana', exact: true }).click()
    await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(solanaAccount)
    await page.keyboard.press('Escape')
    await hidden(modal(page))

    // A Solana message signed by the sample wallet over the session, checked with ed25519.
    const message = 'Signed on Solana over WalletConnect'
    await page.getByRole('textbox', { name: 'Solana text' }).fill(message)
    await page.getByRole('button', { name: 'Sign with Solana' }).click()
    await visible(wallet.getByText(message))
    await wallet.getByRole('button', { name: 'Approve', exact: true }).click()
    const signature = getBase58Encoder().encode(
      (await (await visible(page.getByTestId('solana-signature'))).textContent()) as string,
    )
    // Ed25519 through WebCrypto, against the public key the Solana address is.
    const publicKey = await getPublicKeyFromAddress(address(solanaAccount))
    expect(
      await verifySignature(publicKey, signatureBytes(signature), new TextEncoder().encode(message)),
    ).toBe(true)

    // SOL sent through the sample wallet, which shows the transfer before it is approved.
    const before = await lamportsOf(receiver)
    await page.getByRole('textbox', { name: 'SOL receiver' }).fill(receiver)
    await page.getByRole('textbox', { name: 'SOL amount' }).fill('1.5')
    await page.getByRole('button', { name: 'Send SOL' }).click()
    await visible(wallet.getByText(`1.5 SOL to ${receiver}`))
    await wallet.getByRole('button', { name: 'Approve', exact: true }).click()
    await visible(page.getByTestId('solana-transaction'))
    await expect.poll(() => lamportsOf(receiver), { timeout: e2eWaitMs }).toBe(before + 1_500_000_000n)

    // A reload restores both namespaces from the stored session.
    await page.reload()
    await expect.poll(() => page.getByTestId('solana-public-key').textContent()).toBe(solanaAccount)
    await expect
      .poll(() => page.getByTestId('account-address').textContent())
      .toMatch(new RegExp(`^(${evmAccount}|${solanaAccount})$`))
    const restored = await openAccount(
      page,
      (await page.getByTestId('account-address').textContent()) as string,
    )
    await restored.getByRole('button', { name: 'EVM', exact: true }).click()
    await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(evmAccount)
    await restored.getByRole('button', { name: 'Solana', exact: true }).click()
    await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(solanaAccount)

    // Disconnecting ends the session for both, and in the wallet.
    await restored.getByRole('button', { name: 'Disconnect all', exact: true }).click()
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('disconnected')
    await visible(page.getByRole('button', { name: 'Connect Wallet' }))
    await expect.poll(() => page.getByTestId('solana-public-key').textContent()).toBe('—')
    await visible(wallet.getByText('No connected sites yet.', { exact: false }))
    await wallet.context().close()
  })
})
