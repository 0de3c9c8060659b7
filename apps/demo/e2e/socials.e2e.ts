import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from '@gatehouse/tools'
import { demoSuite, modal, visible } from './fixtures'
import { storedKeys } from './emailSteps'
import { short } from './steps'
import {
  embeddedInfo,
  openConnect,
  pressProvider,
  providerLabels,
  signInAtProvider,
  type SocialName,
} from './socialSteps'

const demo = demoSuite()
const alice = { login: 'alice', password: 'alice-password' }

/** Logs in with `provider` as alice through the popup (from Connect, opened if need be); returns Account. */
async function logIn(session: Awaited<ReturnType<typeof demo.open>>, provider: SocialName) {
  if (!(await modal(session.page, 'Connect Wallet').isVisible())) await openConnect(session.page)
  const popup = await pressProvider(
    session.page,
    session.context,
    provider,
    demo.stack.oidc.issuers[provider],
  )
  await signInAtProvider(popup, alice.login, alice.password, 'Allow')
  return visible(modal(session.page, 'Account'))
}

const shownAddress = async (session: Awaited<ReturnType<typeof demo.open>>) =>
  (await session.page.getByTestId('account-address').textContent())?.trim() ?? ''

/** The built demo's chunk of feature-socials, from Vite's manifest. */
function socialsChunk(): string {
  const manifest = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; src?: string }>
  const entry = Object.values(manifest).find((chunk) =>
    chunk.src?.endsWith('libs/feature-socials/src/index.ts'),
  )
  if (!entry) throw new Error('no chunk for feature-socials in the demo build')
  return `/${entry.file}`
}

const requested = (requests: string[], chunk: string) =>
  requests.some((url) => new URL(url).pathname === chunk)

/** The Connect view's ways to connect, top to bottom: wallet list, e-mail field, social buttons. */
function connectMethods(page: Page) {
  return modal(page, 'Connect Wallet').evaluate((dialog) => {
    const root = dialog.getRootNode() as ShadowRoot | Document
    const found: [string, Element | null][] = [
      ['wallet', root.querySelector('.gh-view__list, .gh-view--centered')],
      ['email', root.querySelector('input[type="email"]')],
      ['social', root.querySelector('.gh-socials')],
    ]
    return found
      .flatMap(([name, element]) => (element ? [{ name, element }] : []))
      .sort((a, b) =>
        a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
      )
      .map(({ name }) => name)
  })
}

describe('the social login feature', () => {
  it('is off with its feature: no buttons on Connect and its code never requested', async () => {
    const { page, requests } = await demo.open({ search: '?off=socials' })
    const connect = await openConnect(page)
    await visible(connect.getByRole('textbox', { name: 'E-mail' }))
    expect(await connect.getByRole('button', { name: /^Continue with Google$/ }).count()).toBe(0)
    expect(requested(requests, socialsChunk())).toBe(false)
  })

  it('is on by default in the connect method order: wallet, email, social with a browser wallet; else email, social, wallet', async () => {
    const withWallet = await demo.open()
    expect(requested(withWallet.requests, socialsChunk())).toBe(false)
    const connect = await openConnect(withWallet.page)
    await visible(connect.getByRole('button', { name: 'Continue with Google', exact: true }))
    expect(await connectMethods(withWallet.page)).toEqual(['wallet', 'email', 'social'])
    // Google wide, then X, Farcaster, Discord as icons; Apple, GitHub and Facebook behind "more".
    const group = connect.getByRole('group', { name: 'Log in with a social account' })
    expect(
      await group
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent)),
    ).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Farcaster',
      'Continue with Discord',
      'More ways to log in',
    ])
    await group.getByRole('button', { name: 'More ways to log in' }).click()
    const more = await visible(modal(withWallet.page, 'Log in with'))
    await visible(more.getByRole('button', { name: 'Continue with Facebook', exact: true }))
    await withWallet.lookEverywhere()
    const withoutWallet = await demo.open({ announce: false })
    await visible(
      (await openConnect(withoutWallet.page)).getByRole('button', {
        name: 'Continue with Google',
        exact: true,
      }),
    )
    expect(await connectMethods(withoutWallet.page)).toEqual(['email', 'social', 'wallet'])
  })
})

describe('social login', () => {
  it.each(['google', 'github'] as const)(
    'logs in with %s through the popup: Account shows the provider and the username',
    async (provider) => {
      const session = await demo.open()
      const connect = await openConnect(session.page)
      await visible(connect.getByRole('group', { name: 'Log in with a social account' }))
      expect(await axeViolations(session.page)).toEqual([])
      await logIn(session, provider)
      expect(await embeddedInfo(session.page)).toContain(`Signed in with ${providerLabels[provider]}`)
      expect(await embeddedInfo(session.page)).toContain('Username alice')
      await expect.poll(() => session.page.getByTestId('account-status').textContent()).toBe('connected')
      expect(await shownAddress(session)).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(await storedKeys(session.page)).toEqual(
        expect.arrayContaining(['emailLoginUsed', 'socialUsername']),
      )
      expect(session.errors).toEqual([])
    },
  )

  it('gives the same identity the same address in another browser context', async () => {
    const first = await demo.open()
    await logIn(first, 'google')
    await expect.poll(() => first.page.getByTestId('account-status').textContent()).toBe('connected')
    const address = await shownAddress(first)
    const second = await demo.open()
    await logIn(second, 'google')
    await expect.poll(() => second.page.getByTestId('account-status').textContent()).toBe('connected')
    expect(await shownAddress(second)).toBe(address)
  })

  it.each(['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const)(
    'takes %s to its own provider login page, and a closed popup says cancelled with a retry',
    async (provider) => {
      const session = await demo.open()
      await openConnect(session.page)
      const popup = await pressProvider(
        session.page,
        session.context,
        provider,
        demo.stack.oidc.issuers[provider],
      )
      await visible(popup.getByRole('heading', { name: `Sign in to ${provider}` }))
      const view = await visible(modal(session.page, 'Social login'))
      await visible(view.getByText('Continue in the popup'))
      await popup.close()
      await visible(view.getByText('Login cancelled'))
      // The view is the same for every provider: one look at each size and language is enough.
      if (provider === 'google') await session.lookEverywhere()
      const [again] = await Promise.all([
        session.context.waitForEvent('page'),
        view.getByRole('button', { name: 'Try again' }).click(),
      ])
      await again.waitForURL((url) => url.href.startsWith(`${demo.stack.oidc.issuers[provider]}/`))
      await visible(view.getByText('Continue in the popup'))
    },
  )

  it('says consent was denied, stores nothing, and a retry logs in', async () => {
    const session = await demo.open()
    await openConnect(session.page)
    const popup = await pressProvider(
      session.page,
      session.context,
      'discord',
      demo.stack.oidc.issuers.discord,
    )
    await signInAtProvider(popup, alice.login, alice.password, 'Deny')
    const view = await visible(modal(session.page, 'Social login'))
    await visible(view.getByText('Login failed'))
    await visible(view.getByText('Discord was not allowed to share your account, so you are not logged in.'))
    expect(await storedKeys(session.page)).not.toEqual(expect.arrayContaining(['emailLoginUsed']))
    const [again] = await Promise.all([
      session.context.waitForEvent('page'),
      view.getByRole('button', { name: 'Try again' }).click(),
    ])
    await again.waitForURL((url) => url.href.startsWith(`${demo.stack.oidc.issuers.discord}/`))
    await signInAtProvider(again, alice.login, alice.password, 'Allow')
    await visible(modal(session.page, 'Account'))
    expect(await embeddedInfo(session.page)).toContain('Signed in with Discord')
  })

  it('logs in by redirect where no popup opens: result_uri is read, removed and the page ends connected', async () => {
    const session = await demo.open({
      setup: (context) =>
        context.addInitScript(() => {
          window.open = () => null
        }),
    })
    await openConnect(session.page)
    await modal(session.page).getByRole('button', { name: 'Continue with X', exact: true }).click()
    await session.page.waitForURL((url) => url.href.startsWith(`${demo.stack.oidc.issuers.x}/`))
    await signInAtProvider(session.page, alice.login, alice.password, 'Allow')
    await session.page.waitForURL((url) => url.href.startsWith(demo.stack.url))
    // The kit starts, loads the login frame and redeems the result: a hang guard, not a timing.
    await expect
      .poll(() => session.page.getByTestId('account-status').textContent(), { timeout: 30_000 })
      .toBe('connected')
    expect(session.page.url()).not.toContain('result_uri')
    const address = (await session.page.getByTestId('account-address').textContent())?.trim() ?? ''
    await (await visible(session.page.getByRole('button', { name: new RegExp(short(address)) }))).click()
    expect(await embeddedInfo(session.page)).toContain('Signed in with X')
    expect(await embeddedInfo(session.page)).toContain('Username alice')
    expect(session.errors).toEqual([])
  })
})
