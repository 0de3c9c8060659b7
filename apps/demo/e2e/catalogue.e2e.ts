import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from '@gatehouse/tools'
import { demoSuite, modal, visible } from './fixtures'
import { watchPlace } from './walletSteps'

const demo = demoSuite()
const metaMaskId = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const rainbowId = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'

const walletRequests = (requests: string[]) =>
  requests.filter((url) => new URL(url).pathname === '/getWallets').map((url) => new URL(url).searchParams)

async function openAllWallets(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = await visible(modal(page, 'Connect Wallet'))
  const entry = await visible(connect.getByRole('button', { name: /All Wallets/ }))
  await expect.poll(() => entry.textContent()).toMatch(/\d+\+?/)
  await entry.click()
  return visible(modal(page, 'All Wallets'))
}

describe('the wallet catalogue', () => {
  it('holds the places of its picks while it loads, so that All Wallets never moves', async () => {
    const { page, errors } = await demo.open()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/getWallets\?/, async (route) => {
      await held
      await route.continue()
    })
    const allWalletsRow = await watchPlace(page, 'ul.gh-view__list > li:last-child')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = await visible(modal(page, 'Connect Wallet'))
    const allWallets = await visible(connect.getByRole('button', { name: /All Wallets/ }))
    expect(await connect.getByRole('button', { name: /Rainbow/ }).count()).toBe(0)
    release()
    await visible(connect.getByRole('button', { name: /Rainbow/ }))
    await expect.poll(() => allWallets.textContent()).toMatch(/\d+\+?/)
    expect(await allWalletsRow.places()).toHaveLength(1)
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })

  it('lists the catalogue in a grid, loads the next page on scroll, and searches by name', async () => {
    const { page, requests, errors } = await demo.open()
    const all = await openAllWallets(page)
    const grid = all.getByRole('list', { name: 'All wallets' })
    await expect.poll(() => grid.getByRole('listitem').count()).toBeGreaterThanOrEqual(16)
    expect(await axeViolations(page)).toEqual([])
    const firstPages = walletRequests(requests).filter((query) => query.get('entries') === '40')
    expect(firstPages.map((query) => query.get('page'))).toEqual(['1'])

    // Scrolling to the end of the grid asks for page 2 (40 a page), once.
    const box = await grid.boundingBox()
    if (!box) throw new Error('the grid has no box')
    await page.mouse.move(box.x + box.width / 2, box.y + 100)
    for (let step = 0; step < 12; step++) await page.mouse.wheel(0, 600)
    await expect
      .poll(() => walletRequests(requests).filter((query) => query.get('page') === '2').length)
      .toBe(1)

    await all.getByRole('searchbox', { name: 'Search wallet' }).fill('rainbow')
    const results = all.getByRole('list', { name: 'Wallets matching rainbow' })
    await visible(results.getByRole('button', { name: /^Rainbow/ }))
    const search = walletRequests(requests).find((query) => query.get('search') === 'rainbow')
    expect(search?.get('entries')).toBe('100')

    await all.getByRole('searchbox', { name: 'Search wallet' }).fill('no such wallet anywhere')
    await visible(all.getByText('No wallet found'))
    expect(errors).toEqual([])
  })

  it('never shows excluded wallets, in the list or in search', async () => {
    const { page, requests } = await demo.open({ search: `?exclude=${metaMaskId},${rainbowId}` })
    const all = await openAllWallets(page)
    await visible(all.getByRole('list', { name: 'All wallets' }).getByRole('listitem').first())
    expect(await all.getByRole('button', { name: /^(MetaMask|Rainbow)/ }).count()).toBe(0)
    await all.getByRole('searchbox', { name: 'Search wallet' }).fill('metamask')
    await visible(all.getByText('No wallet found'))
    // Every listing and search asks the service to leave them out (lookups by id aside).
    const listings = walletRequests(requests).filter((query) => !query.has('include'))
    expect(listings.length).toBeGreaterThan(1)
    expect(listings.every((query) => query.get('exclude')?.includes(metaMaskId))).toBe(true)
  })

  it('keeps the modal useful with the bundled list when the catalogue is down, then retries', async () => {
    const catalogueCalls = /\/getWallets\?/
    const { page, context, errors } = await demo.open({
      setup: (context) => context.route(catalogueCalls, (route) => route.abort('connectionrefused')),
    })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = await visible(modal(page, 'Connect Wallet'))
    await visible(connect.getByRole('button', { name: /^Rainbow/ }))
    expect(await connect.getByRole('button', { name: /All Wallets\s*0/ }).count()).toBe(0)
    await connect.getByRole('button', { name: /All Wallets/ }).click()
    const all = await visible(modal(page, 'All Wallets'))
    await visible(all.getByRole('alert').filter({ hasText: 'Wallet list unavailable' }))
    await visible(all.getByRole('button', { name: /^Trust Wallet/ }))
    expect(await axeViolations(page)).toEqual([])

    await context.unroute(catalogueCalls)
    await all.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => all.getByText('Wallet list unavailable').count()).toBe(0)
    await expect
      .poll(() => all.getByRole('list', { name: 'All wallets' }).getByRole('listitem').count())
      .toBeGreaterThan(16)
    expect(errors.filter((error) => !/ERR_CONNECTION_REFUSED|Failed to load resource/.test(error))).toEqual(
      [],
    )
  })
})
