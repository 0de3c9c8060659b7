import type { Page } from 'playwright-core'
import type { SIWXSession } from '@gatehouse/common'
import { describe, expect, it } from 'vitest'
import { axeViolations, devAddresses, e2eWaitMs, testWalletInfo } from '@gatehouse/tools'
import { demoSuite, hidden, modal, visible } from './fixtures'
import { copyPairingLink, openSampleWallet } from './sampleWalletSteps'
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
    const { page, wallet, errors, lookEverywhere } = await demo.open({ search: '?siwx=browser' })
    const view = await connectAndMeetSignIn(page)
    await visible(view.getByText(/Signing is free/))
    expect(await axeViolations(page)).toEqual([])
    await lookEverywhere()
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
    // The pointer leaves the refused button so axe reads the view at rest, not a hover colour mid-transition.
    await page.mouse.move(0, 0)
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

  it('back after the kept session expired, the prompt says why; signing again clears it', async () => {
    const search = '?siwx=browser&siwxTtl=3'
    const { page, errors } = await demo.open({ search })
    const view = await connectAndMeetSignIn(page)
    await view.getByRole('button', { name: 'Sign', exact: true }).click()
    await hidden(modal(page))
    await expect.poll(() => sessionStatus(page)).toBe('signed in')
    const signedAt = Date.now()
    // The visitor leaves while signed in and comes back once the 3 s session has run out.
    await page.goto('about:blank')
    await page.waitForTimeout(Math.max(0, signedAt + 3_500 - Date.now()))
    await page.goto(demo.stack.url + search)
    const again = await signInView(page)
    const notice = again.getByRole('alert')
    await visible(notice.getByText('Session Expired'))
    await visible(notice.getByText('Your sign-in has expired. Sign again to continue.'))
    expect(await sessionStatus(page)).toBe('signed out')
    expect(await axeViolations(page)).toEqual([])

    await again.getByRole('button', { name: 'Sign', exact: true }).click()
    await hidden(modal(page))
    await expect.poll(() => sessionStatus(page)).toBe('signed in')
    // Signed again, nothing on the page speaks of an expiry any more.
    expect(await page.getByText('Your sign-in has expired. Sign again to continue.').count()).toBe(0)
    expect(errors).toEqual([])
  })
})

/** The bearer token CloudAuthentication keeps in the page for the account on 31337. */
async function cloudToken(page: Page, address: string): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('@gatehouse/siwx-auth-token'))
  const tokens = JSON.parse(stored ?? '{}') as Record<string, { token: string }>
  return tokens[`eip155:31337|${address.toLowerCase()}`]?.token ?? ''
}

/** What a host's server does to check a visitor: apps/cloud's documented session call. */
async function hostServerCheck(cloudUrl: string, address: string, token: string) {
  const answer = await fetch(`${cloudUrl}/v1/sessions/${address}?projectId=gatehouse-demo`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return {
    status: answer.status,
    body: answer.ok ? ((await answer.json()) as { sessions: SIWXSession[] }) : undefined,
  }
}

/** Changes the body of the page's next sign-ins on their way to apps/cloud. */
async function tamperSignIns(page: Page, change: (body: { message: string; signature: string }) => object) {
  await page.route(
    (url) => url.pathname === '/v1/sessions',
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      const body = JSON.parse(route.request().postData() ?? '{}') as { message: string; signature: string }
      return route.continue({ postData: JSON.stringify(change(body)) })
    },
  )
}

describe('sign in with CloudAuthentication (apps/cloud keeps the sessions)', () => {
  it('signs in, a reload keeps it, the host server finds it with the token, and sign out revokes it', async () => {
    const { page, wallet, errors } = await demo.open({ search: '?siwx=cloud' })
    const cloudUrl = demo.stack.cloud.url
    const view = await connectAndMeetSignIn(page)
    await view.getByRole('button', { name: 'Sign', exact: true }).click()
    await hidden(modal(page))
    await expect.poll(() => sessionStatus(page)).toBe('signed in')
    expect(await page.getByTestId('siwx-store').textContent()).toBe('cloud service')
    expect(await page.getByTestId('siwx-address').textContent()).toBe(wallet.address)
    const token = await cloudToken(page, wallet.address)
    const checked = await hostServerCheck(cloudUrl, wallet.address, token)
    expect(checked.status).toBe(200)
    expect(checked.body?.sessions[0]?.data).toMatchObject({
      accountAddress: wallet.address,
      chainId: 'eip155:31337',
      statement: 'Sign in to the Gatehouse demo.',
    })

    await page.reload()
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('connected')
    await expect.poll(() => sessionStatus(page)).toBe('signed in')
    expect(await modal(page).isVisible()).toBe(false)

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect.poll(() => sessionStatus(page)).toBe('signed out')
    await expect.poll(async () => (await hostServerCheck(cloudUrl, wallet.address, token)).status).toBe(401)
    expect(await cloudToken(page, wallet.address)).toBe('')
    expect(errors).toEqual([])
  })

  it('a session the service no longer accepts is explained on the prompt after a reload', async () => {
    const { page, wallet, errors } = await demo.open({ search: '?siwx=cloud' })
    const cloudUrl = demo.stack.cloud.url
    const view = await connectAndMeetSignIn(page)
    await view.getByRole('button', { name: 'Sign', exact: true }).click()
    await hidden(modal(page))
    await expect.poll(() => sessionStatus(page)).toBe('signed in')
    // The session ends at the service behind the page's back (as when it expires there).
    const stored = await page.evaluate(() => localStorage.getItem('@gatehouse/siwx-auth-token'))
    const kept = (
      JSON.parse(stored ?? '{}') as Record<string, { token: string; id: string; signature: string }>
    )[`eip155:31337|${wallet.address.toLowerCase()}`]
    const revoked = await fetch(`${cloudUrl}/v1/sessions/${wallet.address}/revoke?projectId=gatehouse-demo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${kept?.token}`, 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ pci: kept?.id, signature: kept?.signature }),
    })
    expect(revoked.ok).toBe(true)

    await page.reload()
    const again = await signInView(page)
    const notice = again.getByRole('alert')
    await visible(notice.getByText('Session Expired'))
    await visible(notice.getByText('Your sign-in has expired. Sign again to continue.'))
    await again.getByRole('button', { name: 'Sign', exact: true }).click()
    await hidden(modal(page))
    await expect.poll(() => sessionStatus(page)).toBe('signed in')
    // The one error is the browser's report of the service refusing the ended session's token.
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([])
  })

  it('a replayed or altered message is refused: Signature declined, and no session', async () => {
    const { page, wallet } = await demo.open({ search: '?siwx=cloud' })
    let first: { message: string; signature: string } | undefined
    await tamperSignIns(page, (body) => (first ??= body))
    const view = await connectAndMeetSignIn(page)
    await view.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect.poll(() => sessionStatus(page)).toBe('signed in')
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect.poll(() => sessionStatus(page)).toBe('signed out')

    // After a reload the kit asks again; what reaches the service is the first, spent sign-in.
    await page.unrouteAll()
    const spent = first
    await tamperSignIns(page, () => spent ?? {})
    await page.reload()
    const again = await signInView(page)
    const sign = again.getByRole('button', { name: 'Sign', exact: true })
    await sign.click()
    await visible(again.getByRole('alert').getByText('Signature declined').first())
    expect(await sessionStatus(page)).toBe('signed out')

    // A fresh signature over a message changed on its way.
    await page.unrouteAll()
    let altered = 0
    await tamperSignIns(page, (body) => {
      altered++
      return {
        ...body,
        message: body.message.replace('Sign in to the Gatehouse demo.', 'Sign in to the Gatehouse demo!'),
      }
    })
    await sign.click()
    await expect.poll(() => altered).toBe(1)
    await expect.poll(() => again.getByRole('button', { name: 'Sign', exact: true }).isEnabled()).toBe(true)
    expect(await sessionStatus(page)).toBe('signed out')
    expect(await cloudToken(page, wallet.address)).toBe('')

    // Untouched, the same visitor signs in.
    await page.unrouteAll()
    await sign.click()
    await hidden(modal(page))
    await expect.poll(() => sessionStatus(page)).toBe('signed in')
  })
})

describe('sign in through the WalletConnect sample wallet', () => {
  it('connects and signs in with one authenticate answer, no personal_sign, and a reload keeps both', async () => {
    const { page, errors } = await demo.open({ search: '?siwx=browser' })
    const uri = await copyPairingLink(page)

    const wallet = await openSampleWallet(demo)
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
    await wallet.context().close()
    expect(errors).toEqual([])
  })
})
