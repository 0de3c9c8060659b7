import type { Locator, Page } from 'playwright-core'
import type { Hex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { answerFarcasterLink, axeViolations } from '@gatehouse/tools'
import { demoSuite, modal, visible } from './fixtures'
import { embeddedInfo, openConnect } from './socialSteps'

const demo = demoSuite()

/** The local ID registry's first test account (fid 1, custody key of anvil's mnemonic account 10). */
const farcasterAccount = () => {
  const account = demo.stack.chains[0]?.farcaster.accounts[0]
  if (!account) throw new Error('The local chain has no Farcaster test account')
  return account
}

/** Chooses Farcaster among the social providers (on Connect, or in the "more" list); returns its view. */
async function openFarcaster(page: Page): Promise<Locator> {
  const connect = (await modal(page, 'Connect Wallet').isVisible())
    ? modal(page, 'Connect Wallet')
    : await openConnect(page)
  // The social buttons come with their chunk: wait for them before asking whether Farcaster is among them.
  await visible(connect.getByRole('button', { name: 'Continue with Google', exact: true }))
  const name = 'Continue with Farcaster'
  let button = connect.getByRole('button', { name, exact: true })
  if (!(await button.isVisible())) {
    await connect.getByRole('button', { name: 'More ways to log in' }).click()
    button = (await visible(modal(page, 'Log in with'))).getByRole('button', { name, exact: true })
  }
  await button.click()
  return visible(modal(page, 'Farcaster'))
}

/** The `farcaster://connect` link the view offers ("Open in Farcaster"). */
async function readLink(view: Locator): Promise<string> {
  const link = await visible(view.getByRole('link', { name: 'Open in Farcaster' }))
  return (await link.getAttribute('href')) ?? ''
}

/** Plays the visitor's Farcaster app for the link with `key` as the signing key; answers apps/cloud's HTTP status. */
async function playFarcasterApp(url: string, key: Hex, fid: number, username: string): Promise<number> {
  return (await answerFarcasterLink(url, { fid, username, signingKey: key }, demo.stack.cloud.url)).status
}

describe('Farcaster sign-in', () => {
  it('signs in with the Farcaster app and its custody key: Account shows the username', async () => {
    const { page, errors, lookEverywhere } = await demo.open()
    const view = await openFarcaster(page)
    const url = await readLink(view)
    expect(url).toMatch(/^farcaster:\/\/connect\?channelToken=/)
    await visible(view.getByRole('img', { name: 'QR code to sign in with Farcaster' }))
    await visible(view.getByText('Waiting for the Farcaster app…'))
    expect(await axeViolations(page)).toEqual([])
    await lookEverywhere()
    const account = farcasterAccount()
    expect(await playFarcasterApp(url, account.custodyPrivateKey, account.fid, account.username)).toBe(201)
    await visible(modal(page, 'Account'))
    expect(await embeddedInfo(page)).toContain('Signed in with Farcaster')
    expect(await embeddedInfo(page)).toContain(`Username ${account.username}`)
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('connected')
    expect(errors).toEqual([])
  })

  it('refuses a key that is not the custody key with a message, and a retry with a new link signs in', async () => {
    const { page } = await demo.open()
    const view = await openFarcaster(page)
    const url = await readLink(view)
    const account = farcasterAccount()
    expect(await playFarcasterApp(url, generatePrivateKey(), account.fid, 'impostor')).toBe(401)
    await visible(view.getByText('The key that signed is not the custody key of this Farcaster account.'))
    expect(await axeViolations(page)).toEqual([])
    await view.getByRole('button', { name: 'Try again' }).click()
    const fresh = await readLink(view)
    expect(fresh).not.toBe(url)
    expect(await playFarcasterApp(fresh, account.custodyPrivateKey, account.fid, account.username)).toBe(201)
    await visible(modal(page, 'Account'))
  })

  it('leaving the view and coming back gives a fresh link, which still signs in', async () => {
    const { page } = await demo.open()
    const first = await readLink(await openFarcaster(page))
    await modal(page, 'Farcaster').getByRole('button', { name: 'Back' }).click()
    await visible(modal(page, 'Connect Wallet'))
    const view = await openFarcaster(page)
    const second = await readLink(view)
    expect(second).not.toBe(first)
    const account = farcasterAccount()
    expect(await playFarcasterApp(second, account.custodyPrivateKey, account.fid, account.username)).toBe(201)
    await visible(modal(page, 'Account'))
    expect(await embeddedInfo(page)).toContain(`Username ${account.username}`)
  })
})
