import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedFrameUrl } from '@gatehouse/common'
import { startCloud, type CloudHandle } from '../startCloud'
import { startDevOidcServer, type DevOidcServer } from '@gatehouse/harness/oidc'
import { freePort } from '@gatehouse/harness/net'

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * A bare host page on localhost: it embeds the frame, sends protocol requests to it (`ask`), keeps
 * the social login's hand-over message from the popup (`socialResult`), and shows `result_uri` when
 * the redirect flow brings the visitor back.
 */
function hostPage(frameSrc: string, frameOrigin: string): string {
  return `<!doctype html><html lang="en"><title>host</title>
<iframe id="wallet" src="${frameSrc}"></iframe>
<script>
  const pending = new Map()
  let seq = 0
  window.frameReady = false
  window.addEventListener('message', (event) => {
    if (event.origin !== ${JSON.stringify(frameOrigin)}) return
    if (event.data && event.data.type === 'gatehouse:social-result') { window.socialResult = event.data; return }
    if (event.data && event.data.type === 'ready') { window.frameReady = true; return }
    const resolve = pending.get(event.data && event.data.id)
    if (resolve) { pending.delete(event.data.id); resolve(event.data) }
  })
  window.ask = (request, params) => new Promise((resolve) => {
    const id = 'host-' + (seq += 1)
    pending.set(id, resolve)
    document.getElementById('wallet').contentWindow.postMessage({ id, type: 'request', request, params }, ${JSON.stringify(frameOrigin)})
  })
</script></html>`
}

interface Reply {
  type: 'success' | 'error'
  result?: Record<string, unknown>
  message?: string
}

// The frame's side of social login in Chromium, without the kit: the host page asks the frame for
// the start address, the visitor signs in and consents at the local OpenID provider in a popup (or
// in the page itself), apps/cloud's callback page hands the result over, and CONNECT_SOCIAL opens
// the wallet. The modal's flow is the kit's e2e (libs/feature-socials).
describe.skipIf(!existsSync(chromiumPath))('social login through the frame in Chromium', () => {
  let cloud: CloudHandle
  let provider: DevOidcServer
  let host: { server: Server; origin: string }
  let browser: Browser
  let storageBrowser: Browser

  beforeAll(async () => {
    const framePort = await freePort()
    provider = await startDevOidcServer({ redirectOrigin: `http://127.0.0.1:${framePort}` })
    cloud = await startCloud({
      port: 0,
      framePort,
      wallets: [],
      socialLogin: provider.socialLogin,
      // The frame needs a network to name in the user; nobody answers for this one, and nothing here asks it.
      config: {
        chains: [
          {
            chainId: 'eip155:31337',
            name: 'Localhost',
            rpcUrl: 'http://127.0.0.1:9/',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
      },
    })
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(
        hostPage(
          embeddedFrameUrl(cloud.frameUrl, { projectId: 'demo', origin: host.origin }),
          cloud.frameUrl,
        ),
      )
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    host = { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` }
    browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless', '--no-sandbox'] })
    // Chromium 156 blocks a framed origin's storage by default (third-party cookie phase-out); this
    // one allows it, as most browsers still do.
    storageBrowser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-features=TrackingProtection3pcd'],
    })
  })

  afterAll(async () => {
    await browser?.close()
    await storageBrowser?.close()
    await new Promise((resolve) => host?.server.close(resolve))
    await cloud?.close()
    await provider?.close()
  })

  async function openHost(path = '/', on = browser): Promise<Page> {
    const context = await on.newContext()
    // Waits are hang guards: a machine busy with other jobs once took over Playwright's 30 s default.
    context.setDefaultTimeout(120_000)
    const page = await context.newPage()
    await page.goto(`${host.origin}${path}`)
    await page.waitForFunction(() => (window as unknown as { frameReady: boolean }).frameReady)
    return page
  }

  const ask = (page: Page, request: string, params: Record<string, unknown>) =>
    page.evaluate(
      ([name, args]) =>
        (window as unknown as { ask(r: string, p: unknown): Promise<Reply> }).ask(name as string, args),
      [request, params] as const,
    )

  async function signIn(window: Page, decision: 'Allow' | 'Deny') {
    await window.getByLabel('Username').fill('alice')
    await window.getByLabel('Password').fill('alice-password')
    await window.getByRole('button', { name: 'Sign in' }).click()
    await window.getByRole('button', { name: decision }).click()
  }

  it('logs in with a popup: the callback posts the result to the host, the frame redeems it', async () => {
    const page = await openHost()
    const start = await ask(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    expect(start.type).toBe('success')
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((uri) => void window.open(uri, 'gatehouse-social', 'popup'), String(start.result?.uri)),
    ])
    // Listened for before the click: the callback page can close the popup before a later listener
    // is in place, and a close already past is never reported again.
    const popupClosed = popup.waitForEvent('close')
    await signIn(popup, 'Allow')
    await popupClosed
    const result = (
      await page.waitForFunction(() => (window as unknown as { socialResult?: unknown }).socialResult)
    ).jsonValue() as Promise<{ resultUri: string }>
    const { resultUri } = await result
    expect(resultUri).toMatch(/\/v1\/embedded\/social\/result\//)
    const connected = await ask(page, 'CONNECT_SOCIAL', { uri: resultUri })
    expect(connected.message).toBeUndefined()
    expect(connected).toMatchObject({
      type: 'success',
      result: { authProvider: 'google', userName: 'alice', email: 'alice@example.test' },
    })
    expect(String(connected.result?.address)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // Another host page (another frame) cannot redeem the same result.
    const other = await openHost()
    expect(await ask(other, 'CONNECT_SOCIAL', { uri: resultUri })).toMatchObject({ type: 'error' })
  })

  it('hands access_denied to the host when the visitor denies consent', async () => {
    const page = await openHost()
    const start = await ask(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'discord' })
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((uri) => void window.open(uri, 'gatehouse-social', 'popup'), String(start.result?.uri)),
    ])
    await signIn(popup, 'Deny')
    const result = await page.waitForFunction(
      () => (window as unknown as { socialResult?: unknown }).socialResult,
    )
    expect(await result.jsonValue()).toEqual({ type: 'gatehouse:social-result', error: 'access_denied' })
  })

  async function redirectLogin(page: Page) {
    const start = await ask(page, 'GET_SOCIAL_REDIRECT_URI', {
      provider: 'github',
      returnUrl: `${host.origin}/shop`,
    })
    // The page itself goes to the provider, as the kit does where no popup can open.
    await page.evaluate((uri) => location.assign(uri), String(start.result?.uri))
    await page.waitForURL(new RegExp(provider.url))
    await signIn(page, 'Allow')
    await page.waitForURL(`${host.origin}/shop?**`)
    const resultUri = new URL(page.url()).searchParams.get('result_uri')
    expect(resultUri).toMatch(/\/v1\/embedded\/social\/result\//)
    await page.waitForFunction(() => (window as unknown as { frameReady: boolean }).frameReady)
    return ask(page, 'CONNECT_SOCIAL', { uri: String(resultUri) })
  }

  it('logs in by redirect: back on the host page with result_uri, the reloaded frame redeems it', async () => {
    const connected = await redirectLogin(await openHost('/', storageBrowser))
    expect(connected.message).toBeUndefined()
    expect(connected).toMatchObject({
      type: 'success',
      result: { authProvider: 'github', userName: 'alice' },
    })
  })

  it('cannot finish the redirect flow where the browser blocks the frame storage (the popup flow can)', async () => {
    const connected = await redirectLogin(await openHost())
    expect(connected).toMatchObject({ type: 'error', message: 'No social login was started in this window' })
  })
})
