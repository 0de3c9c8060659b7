import { describe, expect, it } from 'vitest'
import { axeViolations, devPrivateKeys, e2eWaitMs, readBalance } from '@gatehouse/tools'
import { demoSuite, modal, visible } from './fixtures'
import { connectTestWallet, openAccount } from './steps'
import { fillSwap, swapView } from './swapSteps'
import { openTab, shown, tokenAmount } from './walletSteps'

const demo = demoSuite()

/** Quotes and balances come from real parts: wait as long as any step may (a hang guard only). */
const patiently = { timeout: e2eWaitMs, interval: 100 }

/** A local token of chain 31337 by symbol. */
function localToken(symbol: string) {
  const chain = demo.stack.chains.find((candidate) => candidate.chainId === 31337)
  const token = chain?.tokens.find((candidate) => candidate.symbol === symbol)
  if (!token) throw new Error(`No local token ${symbol}`)
  return token
}

/** The Swap form's main button, whatever it says. */
const submit = (page: Parameters<typeof swapView>[0]) => swapView(page).locator('button[type="submit"]')

describe('swaps on the local chain against the local Uniswap V2 markets', () => {
  it('swaps ETH → GUSD without approval, then GUSD → USDT with an approval first; balances on chain, in Tokens and in Activity', async () => {
    // Account 2 holds ether only: its GUSD comes from the first swap.
    const { page, wallet, errors } = await demo.open({ privateKey: devPrivateKeys[2] })
    const rpcUrl = demo.rpcUrl(31337)
    const gusd = localToken('GUSD')
    const usdt = localToken('USDT')
    await connectTestWallet(page)
    await openAccount(page, wallet.address)
    const etherBefore = await readBalance(rpcUrl, wallet.address)

    let view = await fillSwap(page, { from: 'ETH', to: 'GUSD', amount: '1' })
    const review = view.getByRole('button', { name: 'Review swap' })
    await expect.poll(() => review.isEnabled(), patiently).toBe(true)
    // The live quote: about 3000 GUSD for 1 ETH at the local pools' prices, with its details.
    await visible(view.getByText('Price impact'))
    await visible(view.getByText('Minimum received'))
    await visible(view.getByText(/≈ \$/))
    expect(await axeViolations(page)).toEqual([])
    await review.click()
    await visible(view.getByRole('heading', { name: 'Review your swap' }))
    await view.getByRole('button', { name: 'Swap', exact: true }).click()
    await visible(modal(page, 'Account'))
    await visible(page.getByText(/^Swapped 1 ETH for [\d,.]+ GUSD$/))

    const gusdHeld = await readBalance(rpcUrl, wallet.address, gusd.address)
    expect(gusdHeld).toBeGreaterThan(2_900_000_000n)
    expect(await readBalance(rpcUrl, wallet.address)).toBeLessThan(etherBefore - 10n ** 18n)
    await openTab(page, 'Tokens')
    await expect
      .poll(() => tokenAmount(page, 'Gatehouse USD').textContent(), patiently)
      .toBe(`${shown(gusdHeld, 6)} GUSD`)

    // GUSD → USDT: the router may not spend GUSD yet, so the wallet approves first, then swaps.
    const sent = wallet.requests.length
    view = await fillSwap(page, { from: 'GUSD', to: 'USDT', amount: '1000' })
    await expect
      .poll(() => view.getByRole('button', { name: 'Review swap' }).isEnabled(), patiently)
      .toBe(true)
    await view.getByRole('button', { name: 'Review swap' }).click()
    await visible(view.getByText('First approve GUSD for the swap in your wallet, then confirm the swap.'))
    await view.getByRole('button', { name: 'Approve and swap' }).click()
    await visible(modal(page, 'Account'))
    await visible(page.getByText(/^Swapped 1000 GUSD for [\d,.]+ USDT$/))
    const transactions = wallet.requests.slice(sent).filter((method) => method === 'eth_sendTransaction')
    expect(transactions).toHaveLength(2)

    expect(await readBalance(rpcUrl, wallet.address, gusd.address)).toBe(gusdHeld - 1_000_000_000n)
    const usdtHeld = await readBalance(rpcUrl, wallet.address, usdt.address)
    expect(usdtHeld).toBeGreaterThan(980_000_000n)
    await openTab(page, 'Tokens')
    await expect
      .poll(() => tokenAmount(page, 'Tether USD').textContent(), patiently)
      .toBe(`${shown(usdtHeld, 6)} USDT`)

    // Each swap is one row with both of its legs: what left the account and what came back.
    const activity = await openTab(page, 'Activity')
    const rows = activity.getByRole('listitem')
    await expect
      .poll(() => rows.allTextContents(), patiently)
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Swapped.*-1\.000 ETH · \+[\d,.]+ GUSD/),
          expect.stringMatching(/^Swapped.*-1,000\.000 GUSD · \+[\d,.]+ USDT/),
        ]),
      )
    expect(errors).toEqual([])
  })

  it('says the pools lack liquidity for a quote above them, and offers no swap', async () => {
    const { page, wallet, errors } = await demo.open()
    await connectTestWallet(page)
    await openAccount(page, wallet.address)
    // Account 0 holds 10 000 ETH, but the pools hold 150 ETH of GUSD liquidity between them.
    const view = await fillSwap(page, { from: 'ETH', to: 'GUSD', amount: '5000' })
    await expect.poll(() => submit(page).textContent(), patiently).toBe('Insufficient liquidity')
    expect(await submit(page).isDisabled()).toBe(true)
    await visible(view.getByRole('alert').getByText('Insufficient liquidity'))
    // A smaller amount gets a quote again.
    await view.getByRole('textbox', { name: 'You pay' }).fill('0.5')
    await expect.poll(() => submit(page).textContent(), patiently).toBe('Review swap')
    expect(await axeViolations(page)).toEqual([])
    // The only console lines are the browser's notes of the service's 400 (its liquidity refusal).
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([])
  })

  it('a declined approval keeps the form, says Signature declined, and the swap goes through once approved', async () => {
    // Account 0 holds GUSD from the start.
    const { page, wallet } = await demo.open()
    const rpcUrl = demo.rpcUrl(31337)
    const usdt = localToken('USDT')
    await connectTestWallet(page)
    await openAccount(page, wallet.address)
    const usdtBefore = await readBalance(rpcUrl, wallet.address, usdt.address)

    const view = await fillSwap(page, { from: 'GUSD', to: 'USDT', amount: '250' })
    await expect
      .poll(() => view.getByRole('button', { name: 'Review swap' }).isEnabled(), patiently)
      .toBe(true)
    await view.getByRole('button', { name: 'Review swap' }).click()
    wallet.rejectRequests('eth_sendTransaction')
    await view.getByRole('button', { name: 'Approve and swap' }).click()
    await visible(view.getByRole('alert').getByText('Signature declined'))
    expect(await view.getByRole('textbox', { name: 'You pay' }).inputValue()).toBe('250')
    await visible(view.getByRole('button', { name: 'Change token, GUSD chosen' }))
    await visible(view.getByRole('button', { name: 'Change token, USDT chosen' }))
    expect(await readBalance(rpcUrl, wallet.address, usdt.address)).toBe(usdtBefore)

    wallet.stopRejecting()
    await expect
      .poll(() => view.getByRole('button', { name: 'Review swap' }).isEnabled(), patiently)
      .toBe(true)
    await view.getByRole('button', { name: 'Review swap' }).click()
    await view.getByRole('button', { name: 'Approve and swap' }).click()
    await visible(page.getByText(/^Swapped 250 GUSD for [\d,.]+ USDT$/))
    expect(await readBalance(rpcUrl, wallet.address, usdt.address)).toBeGreaterThan(usdtBefore)
  })
})
