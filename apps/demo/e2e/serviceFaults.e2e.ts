import type { BrowserContext } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from '@gatehouse/tools'
import { demoSuite, modal, visible } from './fixtures'
import { connectTestWallet, openAccount } from './steps'
import { openTab } from './walletSteps'

const demo = demoSuite()

describe('apps/cloud asking the modal to slow down', () => {
  /**
   * apps/cloud's real answer to the first balance call, turned into a 429 with `Retry-After: 2`: its
   * own CORS headers decide whether the page may read how long to wait. `times` gets when the 429 was
   * handed to the page, then when each later balance call arrived.
   */
  function rateLimitFirstBalance(context: BrowserContext, times: number[]) {
    let calls = 0
    return context.route(
      (url) => url.pathname.endsWith('/balance'),
      async (route) => {
        calls += 1
        if (calls > 1) {
          times.push(Date.now())
          return route.continue()
        }
        const response = await route.fetch()
        await route.fulfill({
          response,
          status: 429,
          headers: { ...response.headers(), 'retry-after': '2' },
          body: '{"error":"Too many requests"}',
        })
        times.push(Date.now())
      },
    )
  }

  it('a 429 with Retry-After: 2 on the balances is asked again after 2 s, and the tokens show', async () => {
    const times: number[] = []
    const { page, wallet, errors } = await demo.open({ setup: (ctx) => rateLimitFirstBalance(ctx, times) })
    await connectTestWallet(page)
    await openAccount(page, wallet.address)
    const tokens = await openTab(page, 'Tokens')
    await visible(tokens.getByRole('list', { name: 'Tokens' }), 10_000)
    expect(times.length).toBeGreaterThanOrEqual(2)
    const [refused, retried] = times as [number, number]
    // Without Retry-After the modal's own backoff would have asked again after 150 ms.
    expect(retried - refused).toBeGreaterThanOrEqual(1_900)
    expect(retried - refused).toBeLessThan(4_000)
    // The browser logs the refused answer itself; the modal adds no error of its own.
    expect(errors.filter((error) => !/429/.test(error))).toEqual([])
  })
})

describe('an activity history that cannot be read', () => {
  it('says so with Try again instead of "No activity yet", and Try again shows the history', async () => {
    let down = true
    const { page, wallet, errors } = await demo.open({
      setup: (context) =>
        context.route(
          (url) => url.pathname.endsWith('/history'),
          (route) =>
            down
              ? route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"down"}' })
              : route.continue(),
        ),
    })
    await connectTestWallet(page)
    await openAccount(page, wallet.address)
    const activity = await openTab(page, 'Activity')
    const alert = await visible(activity.getByRole('alert'), 10_000)
    expect(await alert.textContent()).toBe(
      "Couldn't load your activityThe activity service did not answer. Check your connection and try again.",
    )
    expect(await activity.getByText('No activity yet').count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])

    down = false
    await activity.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => activity.getByRole('alert').count(), { timeout: 10_000 }).toBe(0)
    await expect
      .poll(
        async () =>
          (await activity.getByRole('listitem').count()) +
          (await activity.getByText('No activity yet').count()),
      )
      .toBeGreaterThan(0)
    expect(await modal(page, 'Account').count()).toBe(1)
    expect(errors.filter((error) => !/502/.test(error))).toEqual([])
  })
})
