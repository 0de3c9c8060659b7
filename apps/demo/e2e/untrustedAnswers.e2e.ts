import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, testWalletInfo } from '@gatehouse/tools'
import { demoSuite, hidden, modal, visible } from './fixtures'

const demo = demoSuite()
const phone = { viewport: { width: 390, height: 844 }, isMobile: true }

/** Script that marks the page if it ever runs there. */
const payload = 'window.__gatehousePwned=true;'
const hostileWallet = {
  id: 'hostile-wallet',
  name: 'Hostile Wallet',
  homepage: `javascript:${payload}`,
  image_id: null,
  image_url: `javascript:${payload}`,
  rdns: null,
  // Each is a working attack on the old code: `formatWalletLink` kept `javascript://` roots, so the
  // deep link became `javascript://%0Awindow.__gatehousePwned=true;//wc?uri=…`.
  mobile_link: `javascript://%0A${payload}//`,
  desktop_link: `javascript://%0A${payload}//`,
  webapp_link: `javascript://%0A${payload}//`,
  app_store: `javascript:${payload}`,
  play_store: `javascript:${payload}`,
  chrome_store: null,
  chains: ['eip155:31337', 'eip155:1337'],
  badge_type: 'none',
}

/**
 * A catalogue that was tampered with: apps/cloud itself drops such links from its registry, so the
 * hostile wallet is added to its real answers on the way to the page, first in every list.
 */
function tamperedCatalogue(context: BrowserContext) {
  return context.route(
    (url) => url.pathname === '/getWallets',
    async (route) => {
      const url = new URL(route.request().url())
      const response = await route.fetch()
      const answer = (await response.json()) as { count: number; data: unknown[] }
      const search = url.searchParams.get('search')?.toLowerCase()
      const listed = !url.searchParams.has('include') && url.searchParams.get('page') === '1'
      if (listed && (!search || 'hostile wallet'.startsWith(search))) {
        answer.data = [hostileWallet, ...answer.data]
        answer.count += 1
      }
      await route.fulfill({ response, json: answer })
    },
  )
}

async function scriptRan(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { __gatehousePwned?: boolean }).__gatehousePwned === true)
}

/** Presses every Open button and store link the view offers, then says how many there were. */
async function pressEveryWalletLink(view: ReturnType<typeof modal>): Promise<number> {
  const controls = [
    ...(await view.getByRole('button', { name: /^Open/ }).all()),
    ...(await view.getByRole('link', { name: /Get it/ }).all()),
  ]
  for (const control of controls) {
    if (await control.isEnabled()) await control.click()
  }
  return controls.length
}

describe('remote data never runs as code', () => {
  it('a catalogue wallet whose links are javascript: URLs runs no script on a computer', async () => {
    const { context, page, errors } = await demo.open({ setup: tamperedCatalogue })
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const pagesBefore = context.pages().length
    const pageUrl = page.url()

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = await visible(modal(page, 'Connect Wallet'))
    await (await visible(connect.getByRole('button', { name: /^Hostile Wallet/ }))).click()
    const view = await visible(modal(page, 'Hostile Wallet'))
    // The pairing is ready (QR code and link), so any Open button would be enabled by now.
    await visible(view.getByRole('img', { name: 'QR code to connect with Hostile Wallet' }), 15_000)
    expect(await view.locator('img[src^="javascript" i]').count()).toBe(0)

    const pressed = await pressEveryWalletLink(view)
    await page.waitForTimeout(500)
    expect(await scriptRan(page)).toBe(false)
    expect(page.url()).toBe(pageUrl)
    expect(context.pages()).toHaveLength(pagesBefore)
    expect(dialogs).toEqual([])
    // The refused links are not offered at all; the QR code and the copyable link still work.
    expect(pressed).toBe(0)
    await visible(view.getByRole('group', { name: 'Connection link' }))
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })

  it('on a phone, tapping such a wallet opens nothing and offers no store link', async () => {
    const { context, page, errors } = await demo.open({
      ...phone,
      search: '?manualWC=1',
      setup: tamperedCatalogue,
    })
    const pageUrl = page.url()
    const proposalSent = page.waitForEvent('websocket').then((socket) =>
      socket.waitForEvent('framesent', {
        predicate: (frame) => String(frame.payload).includes('wc_proposeSession'),
        timeout: 15_000,
      }),
    )
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const all = await visible(modal(page, 'All Wallets'))
    const hostile = await visible(all.getByRole('button', { name: /^Hostile Wallet/ }))
    await proposalSent
    await hostile.tap()
    const view = await visible(modal(page, 'Hostile Wallet'))
    const pressed = await pressEveryWalletLink(view)
    await page.waitForTimeout(500)
    expect(await scriptRan(page)).toBe(false)
    expect(page.url()).toBe(pageUrl)
    expect(context.pages()).toHaveLength(1)
    expect(pressed).toBe(0)
    expect(errors).toEqual([])
  })
})

describe('a wallet answer the modal cannot read', () => {
  it.each<[string, Record<string, unknown>]>([
    ['an account that is not an address', { eth_requestAccounts: ['not-an-address'] }],
    ['accounts that are not a list', { eth_requestAccounts: 'oops' }],
    ['a chain id that is not one', { eth_chainId: 'banana' }],
    [
      'accounts that are not an address and null, asked for either way',
      { eth_requestAccounts: ['not-an-address', null], eth_accounts: ['not-an-address', null] },
    ],
    [
      // wagmi swallows what reading this answer throws, asks eth_requestAccounts and would connect.
      'a permission naming accounts that are not an address and null',
      {
        wallet_requestPermissions: [
          {
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: ['not-an-address', null] }],
          },
        ],
      },
    ],
  ])('%s: the catalogue message and Try again, no page error', async (_case, answers) => {
    const { page, wallet, errors } = await demo.open()
    for (const [method, answer] of Object.entries(answers)) wallet.answerWrongly(method, answer)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await modal(page, 'Connect Wallet')
      .getByRole('button', { name: new RegExp(testWalletInfo.name) })
      .click()
    const connecting = await visible(modal(page, testWalletInfo.name))
    const alert = await visible(connecting.getByRole('alert').filter({ hasText: 'Connection failed' }))
    expect(await alert.textContent()).toBe(
      'Connection failedThe wallet sent an answer Gatehouse cannot read. Try again, or use another wallet.',
    )
    expect(await page.getByTestId('account-status').textContent()).toBe('disconnected')
    expect(await axeViolations(page)).toEqual([])

    wallet.stopAnsweringWrongly()
    await connecting.getByRole('button', { name: 'Try again' }).click()
    await hidden(modal(page))
    await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(wallet.address)
    expect(errors).toEqual([])
  })
})

describe('a connected wallet that announces accounts the modal cannot read', () => {
  it('keeps the account it knew, with no page error', async () => {
    const { page, wallet, errors } = await demo.open()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await modal(page, 'Connect Wallet')
      .getByRole('button', { name: new RegExp(testWalletInfo.name) })
      .click()
    await hidden(modal(page))
    await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(wallet.address)

    await wallet.emit('accountsChanged', ['not-an-address', null])
    await wallet.emit('chainChanged', 'banana')
    // The events are handled on the page's next turns; give them time to go wrong.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect(errors).toEqual([])
    expect(await page.getByTestId('account-status').textContent()).toBe('connected')
    expect(await page.getByTestId('account-address').textContent()).toBe(wallet.address)
  })
})

describe('a browser wallet that does not answer', () => {
  async function requestThatHangs(options: { retry: boolean }) {
    // The page's clock is Playwright's, so the 30 s pass at once instead of slowing the test.
    const { context, page, wallet, errors } = await demo.open({ setup: (ctx) => ctx.clock.install() })
    wallet.holdRequests('wallet_requestPermissions', 'eth_requestAccounts')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await modal(page, 'Connect Wallet')
      .getByRole('button', { name: new RegExp(testWalletInfo.name) })
      .click()
    const connecting = await visible(modal(page, testWalletInfo.name))
    await expect.poll(() => wallet.heldCount).toBe(1)
    const noAnswer = connecting.getByRole('alert').filter({ hasText: 'No answer' })
    await page.clock.runFor(29_000)
    expect(await noAnswer.count()).toBe(0)
    await page.clock.runFor(1_000)
    const alert = await visible(noAnswer)
    expect(await alert.textContent()).toBe(
      'No answer from Gatehouse Test WalletGatehouse Test Wallet has not answered the connection request. ' +
        'Open Gatehouse Test Wallet to check for it, or try again.',
    )
    expect(await page.getByTestId('account-status').textContent()).toBe('disconnected')
    expect(await axeViolations(page)).toEqual([])
    if (options.retry) {
      await connecting.getByRole('button', { name: 'Try again' }).click()
      await visible(connecting.getByText('Accept the connection request in the wallet.'))
      await expect.poll(() => wallet.heldCount).toBe(2)
    }
    return { context, page, wallet, errors }
  }

  it('says so after 30 s with Try again, and a late approval still connects', async () => {
    const { page, wallet, errors } = await requestThatHangs({ retry: false })
    wallet.releaseHeld()
    await hidden(modal(page))
    await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(wallet.address)
    expect(errors).toEqual([])
  })

  it('Try again asks the wallet again and connects once it answers', async () => {
    const { page, wallet, errors } = await requestThatHangs({ retry: true })
    wallet.releaseHeld()
    await hidden(modal(page))
    await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(wallet.address)
    expect(errors).toEqual([])
  })
})
