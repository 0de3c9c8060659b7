import type { ConsoleMessage } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { demoSuite, modal, visible } from './fixtures'

const demo = demoSuite()

/** The browser's own line for each refused request: no script can silence it, only not asking can. */
const refusedRequestLine = /Failed to load resource|ERR_CONNECTION_REFUSED/

describe('the modal with the service unreachable', () => {
  it('asks each thing once, shows the bundled wallets with bundled images, and logs one warning', async () => {
    const cloudOrigin = new URL(demo.stack.cloud.url).origin
    const messages: ConsoleMessage[] = []
    const { page, requests } = await demo.open({
      // apps/cloud refuses every connection, as a stopped service does.
      setup: (context) =>
        context.route(
          (url) => url.origin === cloudOrigin,
          (route) => route.abort('connectionrefused'),
        ),
    })
    page.on('console', (message) => messages.push(message))
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = await visible(modal(page, 'Connect Wallet'))
    const rainbow = await visible(connect.getByRole('button', { name: /^Rainbow/ }))
    await page.waitForLoadState('networkidle')

    const toService = requests
      .filter((url) => url.startsWith(cloudOrigin))
      .map((url) => new URL(url).pathname)
    expect(toService.length).toBeGreaterThan(0)
    expect(toService.filter((path, index) => toService.indexOf(path) !== index)).toEqual([])
    expect(toService.filter((path) => path.startsWith('/getWalletImage'))).toEqual([])
    expect(await rainbow.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)

    const ownMessages = messages.filter((message) => !refusedRequestLine.test(message.text()))
    expect(ownMessages.filter((message) => message.type() !== 'warning').map((m) => m.text())).toEqual([])
    expect(ownMessages.length).toBeLessThanOrEqual(1)
  })
})
