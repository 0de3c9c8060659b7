import type { Page } from 'playwright-core'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { demoSuite, modal, visible } from './fixtures'
import { connectTestWallet, openAccount } from './steps'
import { fillSend, freshAddress, openTab } from './walletSteps'

const demo = demoSuite()

/** The built demo's chunk of each feature library, from Vite's manifest. */
function featureChunks(): Record<'send' | 'receive' | 'activity' | 'swaps' | 'email', string> {
  const manifest = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; src?: string }>
  const chunkOf = (feature: string) => {
    const entry = Object.values(manifest).find((chunk) =>
      chunk.src?.endsWith(`libs/feature-${feature}/src/index.ts`),
    )
    if (!entry) throw new Error(`no chunk for feature-${feature} in the demo build`)
    return `/${entry.file}`
  }
  return {
    send: chunkOf('send'),
    receive: chunkOf('receive'),
    activity: chunkOf('activity'),
    swaps: chunkOf('swaps'),
    email: chunkOf('email'),
  }
}

const requested = (requests: string[], chunk: string) =>
  requests.some((url) => new URL(url).pathname === chunk)

describe('features load only when on and first needed', () => {
  it('with send, receive, activity and swaps off their code is never requested, and their buttons and tab are absent', async () => {
    const { send, receive, activity, swaps } = featureChunks()
    const chunks = { send, receive, activity, swaps }
    const { page, wallet, requests } = await demo.open({ search: '?off=send,receive,activity,swaps' })
    await connectTestWallet(page)
    const account = await openAccount(page, wallet.address)
    await openTab(page, 'NFTs')
    await openTab(page, 'Tokens')
    expect(await account.getByRole('tab').allTextContents()).toEqual(['Tokens', 'NFTs'])
    expect(await account.getByRole('button', { name: 'Send' }).count()).toBe(0)
    expect(await account.getByRole('button', { name: 'Receive' }).count()).toBe(0)
    expect(await account.getByRole('button', { name: 'Swap' }).count()).toBe(0)
    expect(Object.values(chunks).filter((chunk) => requested(requests, chunk))).toEqual([])
  })

  it('with them on, each chunk is requested only when its view or tab first opens', async () => {
    const { send, receive, activity, swaps } = featureChunks()
    const chunks = { send, receive, activity, swaps }
    const { page, wallet, requests } = await demo.open()
    await connectTestWallet(page)
    const account = await openAccount(page, wallet.address)
    expect(Object.values(chunks).filter((chunk) => requested(requests, chunk))).toEqual([])
    await openTab(page, 'Activity')
    await expect.poll(() => requested(requests, chunks.activity)).toBe(true)
    await account.getByRole('button', { name: 'Receive' }).click()
    await visible(modal(page, 'Receive'))
    expect(requested(requests, chunks.receive)).toBe(true)
    expect(requested(requests, chunks.send)).toBe(false)
    expect(requested(requests, chunks.swaps)).toBe(false)
    await modal(page, 'Receive').getByRole('button', { name: 'Back' }).click()
    await (await visible(modal(page, 'Account'))).getByRole('button', { name: 'Swap' }).click()
    await visible(modal(page, 'Swap'))
    expect(requested(requests, chunks.swaps)).toBe(true)
  })
})

describe('the e-mail login', () => {
  it('is off with its feature: no field on Connect and its code never requested', async () => {
    const { email } = featureChunks()
    const { page, requests } = await demo.open({ search: '?off=email' })
    await (await visible(page.getByRole('button', { name: 'Connect Wallet' }))).click()
    const connect = await visible(modal(page, 'Connect Wallet'))
    await visible(connect.getByRole('button', { name: /Gatehouse Test Wallet/ }))
    expect(await connect.getByRole('textbox', { name: 'E-mail' }).count()).toBe(0)
    expect(requested(requests, email)).toBe(false)
  })

  it('is on by default: Connect loads its field, after a browser wallet, else first', async () => {
    const { email } = featureChunks()
    // Which comes first of the wallet list and the e-mail field on the Connect view.
    const firstMethod = async (page: Page) => {
      await (await visible(page.getByRole('button', { name: 'Connect Wallet' }))).click()
      const connect = await visible(modal(page, 'Connect Wallet'))
      await visible(connect.getByRole('textbox', { name: 'E-mail' }))
      return connect.evaluate((dialog) => {
        const root = dialog.getRootNode() as ShadowRoot | Document
        const field = root.querySelector('input[type="email"]')
        const other = root.querySelector('.gh-view__list, .gh-view--centered')
        if (!field || !other) return 'missing'
        return field.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING ? 'email' : 'wallet'
      })
    }
    const withWallet = await demo.open()
    expect(requested(withWallet.requests, email)).toBe(false)
    expect(await firstMethod(withWallet.page)).toBe('wallet')
    expect(requested(withWallet.requests, email)).toBe(true)
    const withoutWallet = await demo.open({ announce: false })
    expect(await firstMethod(withoutWallet.page)).toBe('email')
  })
})

describe('apps/cloud restarted mid-test', () => {
  it('keeps the indexed history: a send before and a send after the restart both show in Activity', async () => {
    const { page, wallet } = await demo.open()
    const receiver = freshAddress()
    await connectTestWallet(page)
    const account = await openAccount(page, wallet.address)
    await account.getByRole('button', { name: 'Send' }).click()
    await fillSend(page, { token: 'ETH', amount: '0.125', receiver })
    await visible(page.getByText('Sent 0.125 ETH'))

    await demo.stack.restartCloud()

    await modal(page, 'Account').getByRole('button', { name: 'Send' }).click()
    await fillSend(page, { token: 'ETH', amount: '0.25', receiver })
    await visible(page.getByText('Sent 0.25 ETH'))
    const activity = await openTab(page, 'Activity')
    const rows = activity.getByRole('listitem')
    await expect
      .poll(() => rows.allTextContents())
      .toEqual(
        expect.arrayContaining([expect.stringMatching(/-0\.250 ETH/), expect.stringMatching(/-0\.125 ETH/)]),
      )
  })
})
