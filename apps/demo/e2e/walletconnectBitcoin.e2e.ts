import { describe, expect, it } from 'vitest'
import { bitcoinDevAddresses, devAddresses, verifyBip322Signature } from '@gatehouse/tools'
import { demoSuite, hidden, modal, visible } from './fixtures'
import { copyPairingLink, openSampleWallet } from './sampleWalletSteps'
import { openAccount } from './steps'

const demo = demoSuite()
const evmAccount = devAddresses[0] as string
/** The sample wallet's Bitcoin payment account (development key 0) and a receiver (key 2). */
const bitcoinAccount = bitcoinDevAddresses[0] as string
const receiver = bitcoinDevAddresses[2] as string

/** Satoshis an address holds on the local chain, mempool included. */
async function satsOf(address: string): Promise<bigint> {
  const utxos = (await (await fetch(`${demo.stack.bitcoin.restUrl}/address/${address}/utxo`)).json()) as {
    value: number
  }[]
  return utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
}

describe('WalletConnect with the bip122 namespace', () => {
  it('pairs the sample wallet with Bitcoin beside EVM, signs a BIP-322 message and has the wallet pay', async () => {
    const { page, errors } = await demo.open()
    const uri = await copyPairingLink(page)
    const wallet = await openSampleWallet(demo)
    await wallet.getByRole('textbox', { name: 'Pairing URI' }).fill(uri)
    await wallet.getByRole('button', { name: 'Connect', exact: true }).click()
    // The proposal names the local Bitcoin chain beside the EVM ones.
    await visible(wallet.getByText(/Bitcoin Regtest/).first())
    await wallet.getByRole('button', { name: 'Approve', exact: true }).click()
    await hidden(modal(page))
    await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(evmAccount)

    // The Bitcoin account came with the same session: choosing it makes it the active one.
    const account = await openAccount(page, evmAccount)
    await account.getByRole('button', { name: 'Bitcoin', exact: true }).click()
    await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(bitcoinAccount)
    await expect.poll(() => page.getByTestId('bitcoin-address').textContent()).toBe(bitcoinAccount)
    await page.keyboard.press('Escape')
    await hidden(modal(page))

    // A message signed by the sample wallet over the session, checked by an independent verifier.
    const message = 'Signed on Bitcoin over WalletConnect'
    await page.getByRole('textbox', { name: 'Bitcoin text' }).fill(message)
    await page.getByRole('button', { name: 'Sign with Bitcoin' }).click()
    await visible(wallet.getByText(message))
    await wallet.getByRole('button', { name: 'Approve', exact: true }).click()
    const signature = (await (await visible(page.getByTestId('bitcoin-signature'))).textContent()) ?? ''
    expect(await verifyBip322Signature(bitcoinAccount, message, signature)).toBe(true)

    // A payment the wallet builds (sendTransfer), shown in words before it is approved.
    const before = await satsOf(receiver)
    await page.getByRole('textbox', { name: 'BTC receiver' }).fill(receiver)
    await page.getByRole('textbox', { name: 'BTC amount in sats' }).fill('150000')
    await page.getByRole('button', { name: 'Wallet sends BTC' }).click()
    await visible(wallet.getByText('0.0015 BTC'))
    await wallet.getByRole('button', { name: 'Approve', exact: true }).click()
    await visible(page.getByTestId('bitcoin-transaction'))
    await demo.stack.bitcoin.mine()
    await expect.poll(() => satsOf(receiver)).toBe(before + 150_000n)
    expect(errors).toEqual([])
    await wallet.context().close()
  })
})
