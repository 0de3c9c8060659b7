import { describe, expect, it } from 'vitest'
import {
  bitcoinTestWalletInfo,
  injectBitcoinWalletStandardWallet,
  type InjectedBitcoinTestWallet,
} from '@gatehouse/tools'
import { demoSuite, hidden, modal, visible } from './fixtures'

const demo = demoSuite()

describe('Bitcoin sign-in on the local regtest chain', () => {
  it('signs in with the Bitcoin payment account: a CAIP-122 message apps/cloud verifies with BIP-322', async () => {
    let bitcoin: InjectedBitcoinTestWallet | undefined
    const { page, errors } = await demo.open({
      search: '?siwx=cloud',
      setup: async (context) => {
        bitcoin = await injectBitcoinWalletStandardWallet(context, {
          restUrl: demo.stack.bitcoin.restUrl,
          keyIndex: 0,
        })
      },
    })
    if (!bitcoin) throw new Error('the Bitcoin test wallet was not injected')
    await (await visible(page.getByRole('button', { name: 'Connect Wallet' }))).click()
    const connect = await visible(modal(page, 'Connect Wallet'))
    await (
      await visible(connect.getByRole('button', { name: new RegExp(bitcoinTestWalletInfo.name) }))
    ).click()

    const view = await visible(modal(page, 'Sign In'))
    await visible(view.getByText('Gatehouse demo wants you to sign in'))
    await view.getByRole('button', { name: 'Sign', exact: true }).click()
    await hidden(modal(page))
    await expect.poll(() => page.getByTestId('siwx-status').textContent()).toBe('signed in')
    const payment = bitcoin.wallet.payment.address
    expect(payment).toMatch(/^bcrt1q/)
    expect(await page.getByTestId('siwx-address').textContent()).toBe(payment)
    expect(await page.getByTestId('siwx-chain').textContent()).toBe(demo.stack.bitcoin.caipNetworkId)
    expect(errors).toEqual([])
  })
})
