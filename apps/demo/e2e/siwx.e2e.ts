import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, devAddresses, e2eWaitMs, testWalletInfo } from '@gatehouse/tools'
import { demoSuite, hidden, modal, unexpectedErrors, visible } from './fixtures'
import { answerSignInInSampleWallet } from './walletSteps'

const demo = demoSuite()

/** Connects the injected test wallet from the Connect view; sign-in then asks for a signature. */
async function connectAndMeetSignIn(page: Page) {
  await (await visible(page.getByRole('button', { name: 'Connect Wallet' }))).click()
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: new RegExp(testWalletInfo.name) })
    .click()
  return signInView(page)
}

/** The SIWXSignMessage view, once it shows the demo's request. */
async function signInView(page: Page) {
  const view = await visible(modal(page, 'Sign In'))
  await visible(view.getByText('Gatehouse demo wants you to sign in'))
  return view
}

const sessionStatus = (page: Page) => page.getByTestId('siwx-status').textContent()

describe('sign in with the wallet (DefaultSIWX, the injected wallet)', () => {
  it('signs in, keeps the session across a reload without asking, and signs out', async () => {
    const { page, wallet, errors } = await demo.open({ search: '?siwx=browser' })
    const view = await connectAndMeetSignIn(page)
    await visible(view.getByText(/Signing is free/))
    expect(await axeViolations(page)).toEqual([])
    await view.getByRole('button', { name: 'Sign', exact: true }).click()
    await hidden(modal(page))
    await expect.poll(() => sessionStatus(page)).toBe('signed in')
    expect(await page.getByTestId('siwx-address').textContent()).toBe(wallet.address)
    expect(await page.getByTestId('siwx-chain').textContent()).toBe('eip155:31337')

    await page.reload()
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('connected')
    await expect.poll(() => sessionStatus(page)).toBe('signed in')
    expect(await modal(page).isVisible()).toBe(false)

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect.poll(() => sessionStatus(page)).toBe('signed out')
    expect(await page.getByTestId('account-status').textContent()).toBe('connected')
    expect(errors).toEqual([])
  })

  it('in required mode the modal cannot close until signed, and Disconnect disconnects', async () => {
    const { page, errors } = await demo.open({ search: '?siwx=required' })
    const view = await connectAndMeetSignIn(page)
    await visible(view.getByText('This application requires signing in to stay connected.'))
    await page.keyboard.press('Escape')
    const close = modal(page, 'Sign In').getByRole('button', { name: 'Close' })
    expect(await close.getAttribute('aria-disabled')).toBe('true')
    const reasonId = await close.getAttribute('aria-describedby')
    expect(await modal(page, 'Sign In').locator(`[id="${reasonId}"]`).textContent()).toMatch(
      /Sign in to continue/,
    )
    await close.click({ force: true })
    await visible(modal(page, 'Sign In'))
    expect(await axeViolations(page)).toEqual([])

    await view.getByRole('button', { name: 'Disconnect' }).click()
    await hidden(modal(page))
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('disconnected')
    expect(errors).toEqual([])
  })

  it('in required mode signing lets the modal close; optional Cancel closes and stays connected', async () => {
    const required = await demo.open({ search: '?siwx=required' })
    const view = await connectAndMeetSignIn(required.page)
    await view.getByRole('button', { name: 'Sign', exact: true }).click()
    await hidden(modal(required.page))
    await expect.poll(() => sessionStatus(required.page)).toBe('signed in')

    const optional = await demo.open({ search: '?siwx=browser' })
    const optionalView = await connectAndMeetSignIn(optional.page)
    await optionalView.getByRole('button', { name: 'Cancel' }).click()
    await hidden(modal(optional.page))
    expect(await optional.page.getByTestId('account-status').textContent()).toBe('connected')
    expect(await sessionStatus(optional.page)).toBe('signed out')
  })

  it('a declined signature says Signature declined and shows the view again', async () => {
    const { page, wallet, errors } = await demo.open({ search: '?siwx=browser' })
    const view = await connectAndMeetSignIn(page)
    wallet.rejectRequests('personal_sign')
    await view.getByRole('button', { name: 'Sign', exact: true }).click()
    const again = await signInView(page)
    // Said twice: on the view and in the modal's toast.
    await visible(again.getByRole('alert').getByText('Signature declined').first())
    await visible(again.getByText('Your wallet did not sign. Try again, or cancel.'))
    expect(await axeViolations(page)).toEqual([])
    wallet.stopRejecting()
    await again.getByRole('button', { name: 'Sign', exact: true }).click()
    await hidden(modal(page))
    await expect.poll(() => sessionStatus(page)).toBe('signed in')
    expect(errors).toEqual([])
  })

  it('an expired session asks again with Session Expired', async () => {
    const { page } = await demo.open({ search: '?siwx=browser&siwxTtl=6' })
    const view = await connectAndMeetSignIn(page)
    await view.getByRole('button', { name: 'Sign', exact: true }).click()
    await hidden(modal(page))
    await expect.poll(() => sessionStatus(page)).toBe('signed in')
    // The session lasts 6 s; the kit asks again once it ends.
    const again = await visible(modal(page, 'Sign In'), e2eWaitMs + 6_000)
    await visible(again.getByText('Session Expired').first())
    expect(await sessionStatus(page)).toBe('signed out')
    await again.getByRole('button', { name: 'Sign', exact: true }).click()
    await hidden(modal(page))
    await expect.poll(() => sessionStatus(page)).toBe('signed in')
  })
})

describe('sign in through the WalletConnect sample wallet', () => {
  it('connects and signs in with one authenticate answer, no personal_sign, and a reload keeps both', async () => {
    const { page, errors } = await demo.open({ search: '?siwx=browser' })
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await modal(page, 'Connect Wallet')
      .getByRole('button', { name: /^WalletConnect/ })
      .click()
    const qr = await visible(modal(page, 'WalletConnect'))
    await qr.getByRole('button', { name: 'Copy link' }).click()
    await visible(qr.getByRole('button', { name: 'Copied' }))
    const uri = await page.evaluate(() => navigator.clipboard.readText())

    const walletContext = await demo.browser.newContext()
    walletContext.setDefaultTimeout(e2eWaitMs)
    const wallet = await walletContext.newPage()
    await wallet.goto(demo.stack.sampleWallet.url)
    // One request in the wallet: WalletConnect's authenticate, which signs in and connects.
    await answerSignInInSampleWallet(wallet, uri, { domain: new URL(page.url()).host, choice: 'Approve' })
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('connected')
    await expect.poll(() => sessionStatus(page)).toBe('signed in')
    await hidden(modal(page))
    expect(await page.getByTestId('siwx-address').textContent()).toBe(devAddresses[0])
    expect(await page.getByTestId('siwx-chain').textContent()).toBe('eip155:31337')
    // The wallet never got a personal_sign request: nothing else reached it, nothing was answered.
    expect(await wallet.getByText('personal_sign').count()).toBe(0)
    expect(
      await wallet
        .locator('.activity')
        .getByText(/: done for /)
        .count(),
    ).toBe(0)

    // The WalletConnect session and the sign-in session both survive a reload: no prompt.
    await page.reload()
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('connected')
    await expect.poll(() => sessionStatus(page)).toBe('signed in')
    expect(await modal(page).isVisible()).toBe(false)
    expect(await wallet.getByText('personal_sign').count()).toBe(0)
    await walletContext.close()
    expect(unexpectedErrors(errors)).toEqual([])
  })
})
