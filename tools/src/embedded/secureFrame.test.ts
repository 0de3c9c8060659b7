import { startCloudProcess, type CloudProcess } from '@gatehouse/harness/cloud'
import { startDevMailServer, type DevMailServer } from '@gatehouse/harness/mail'
import { embeddedFrameUrl } from '@gatehouse/common'
import type { Browser, Frame, Page } from 'playwright-core'
import {
  createPublicClient,
  http,
  parseEther,
  stringToHex,
  verifyMessage,
  verifyTypedData,
  type Hex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../browser/launchChromium'
import { startAnvil, type LocalChain } from '../chain/startAnvil'
import { axeViolations } from '../e2e/axeViolations'
import { e2eWaitMs } from '../e2e/locators'
import { startTestHostPage, type TestHostPage } from './hostPage'

type Reply =
  | { id: string; type: 'success'; result: unknown }
  | { id: string; type: 'error'; message: string; code?: number }

declare global {
  interface Window {
    frameClient: {
      received: { id: string; type: string; requestId?: string }[]
      send(request: string, params?: unknown): string
      reply(id: string): Promise<Reply>
      event(type: string, after?: number): Promise<{ id: string; type: string; requestId?: string }>
    }
    sendToWallet(request: string, params: unknown, targetOrigin: string): void
  }
}

const projectId = 'gatehouse-e2e'

// The secure frame in Chromium: a host page on one origin embeds it from the service's frame origin
// and speaks the login frame protocol to it; the visitor's decisions are taken inside the frame.
describe('the embedded wallet secure frame in Chromium', { timeout: 180_000 }, () => {
  let chain: LocalChain
  let mail: DevMailServer
  let cloud: CloudProcess
  let host: TestHostPage
  let browser: Browser
  let page: Page
  let address: Hex

  const send = (request: string, params: unknown = {}) =>
    page.evaluate(
      async ([type, body]) => window.frameClient.reply(window.frameClient.send(type as string, body)),
      [request, params] as const,
    )
  const sendLater = (request: string, params: unknown = {}) =>
    page.evaluate(([type, body]) => window.frameClient.send(type as string, body), [request, params] as const)
  const reply = (id: string) => page.evaluate((wanted) => window.frameClient.reply(wanted), id)
  const received = () => page.evaluate(() => window.frameClient.received.length)
  const event = (type: string, after: number) =>
    page.evaluate(([wanted, from]) => window.frameClient.event(wanted as string, from as number), [
      type,
      after,
    ] as const)
  const walletFrame = (): Frame => {
    const frame = page.frames().find((candidate) => candidate.url().startsWith(cloud.frameUrl))
    if (!frame) throw new Error('the wallet frame is not on the page')
    return frame
  }

  async function openHost(): Promise<void> {
    const frame = embeddedFrameUrl(cloud.frameUrl, { projectId, origin: host.origin })
    const foreign = host.url('/foreign').replace('127.0.0.1', 'localhost')
    await page.goto(
      host.url(`/host?frame=${encodeURIComponent(frame)}&foreign=${encodeURIComponent(foreign)}`),
    )
    await page.waitForFunction(
      () => window.frameClient?.received.some((message) => message.type === 'ready'),
      null,
      {
        timeout: e2eWaitMs,
      },
    )
  }

  beforeAll(async () => {
    ;[chain, mail, host, browser] = await Promise.all([
      startAnvil({ chainId: 31337 }),
      startDevMailServer(),
      startTestHostPage(),
      launchChromium(),
    ])
    cloud = await startCloudProcess({
      mail: { smtpUrl: mail.smtpUrl, from: 'Gatehouse <login@gatehouse.localhost>' },
      config: {
        chains: [
          {
            chainId: 'eip155:31337',
            name: 'Localhost',
            rpcUrl: chain.rpcUrl,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
      },
    })
    page = await (await browser.newContext()).newPage()
    await openHost()
  })
  afterAll(async () => {
    await browser?.close()
    await cloud?.close()
    await Promise.all([mail?.close(), host?.close(), chain?.stop()])
  })

  it('logs in with the code from the inbox and answers the user', async () => {
    expect(await send('IS_CONNECTED')).toMatchObject({ type: 'success', result: { isConnected: false } })
    const email = 'frame-visitor@example.com'
    expect(await send('CONNECT_EMAIL', { email })).toMatchObject({
      type: 'success',
      result: { action: 'VERIFY_OTP' },
    })
    const otp = await mail.latestCode(email)
    expect(await send('CONNECT_OTP', { otp })).toMatchObject({ type: 'success' })
    const user = (await send('GET_USER', { chainId: 31337 })) as {
      type: 'success'
      result: { address: Hex; email: string; chainId: number }
    }
    expect(user.result).toMatchObject({ email, chainId: 31337, authProvider: 'email' })
    address = user.result.address
    expect(await send('RPC_REQUEST', { method: 'eth_accounts' })).toMatchObject({ result: [address] })
    expect(await send('RPC_REQUEST', { method: 'eth_chainId' })).toMatchObject({ result: '0x7a69' })
    expect(
      await send('RPC_REQUEST', { method: 'eth_getBalance', params: [address, 'latest'] }),
    ).toMatchObject({
      result: '0x0',
    })
  })

  it('refuses a disallowed method', async () => {
    expect(await send('RPC_REQUEST', { method: 'eth_sign', params: [address, '0x00'] })).toMatchObject({
      type: 'error',
      message: 'Requested RPC call is not allowed',
    })
  })

  it('ignores a request from another origin and window', async () => {
    const before = await received()
    const foreign = page.frames().find((frame) => frame.url().startsWith('http://localhost'))
    if (!foreign) throw new Error('the foreign page is not on the host page')
    await foreign.waitForFunction(() => typeof window.sendToWallet === 'function', null, {
      timeout: e2eWaitMs,
    })
    await foreign.evaluate(
      (target) =>
        window.sendToWallet('RPC_REQUEST', { method: 'personal_sign', params: ['0x6869', '0x'] }, target),
      cloud.frameUrl,
    )
    // The same request from the host is answered, so by then the foreign one would have shown its approval.
    expect(await send('IS_CONNECTED')).toMatchObject({ result: { isConnected: true } })
    expect(await walletFrame().locator('[data-testid=frame-approve]').count()).toBe(0)
    const after = await page.evaluate(() => window.frameClient.received.map((message) => message.type))
    expect(after.slice(before)).toEqual(['success'])
  })

  it('shows personal_sign inside the frame; Approve signs, Reject answers 4001', async () => {
    const message = 'Sign in to the test host'
    // The kit tells the frame the app's name and the modal's theme when the frame is ready.
    expect(
      await send('SYNC_DAPP_DATA', {
        projectId,
        sdkVersion: 'test',
        metadata: { name: 'Test host', url: host.origin },
      }),
    ).toMatchObject({ type: 'success' })
    expect(
      await send('SYNC_THEME', { themeMode: 'light', themeVariables: { '--w3m-accent': '#ff6b4a' } }),
    ).toMatchObject({ type: 'success' })
    const before = await received()
    const id = await sendLater('RPC_REQUEST', {
      method: 'personal_sign',
      params: [stringToHex(message), address],
    })
    expect(await event('approval-shown', before)).toMatchObject({ requestId: id })
    const frame = walletFrame()
    // A region of the kit's modal, not a second dialog.
    const screen = frame.getByRole('region', { name: 'Sign this message?' })
    await screen.getByText(message).waitFor({ timeout: e2eWaitMs })
    expect(await frame.locator('dialog, [role="dialog"], [aria-modal]').count()).toBe(0)
    // It names the app by the name the host gave, beside the origin the host cannot fake.
    expect(await screen.locator('.approval-dapp').textContent()).toBe('Test host asks you to approve')
    expect(await screen.locator('.approval-origin').textContent()).toBe(host.origin)
    // The modal's theme, and the content's height told to the host.
    expect(await frame.evaluate(() => document.documentElement.dataset['theme'])).toBe('light')
    expect(
      await frame.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--frame-accent'),
      ),
    ).toBe('#ff6b4a')
    const height = (await event('content-height', before)) as unknown as { height: number }
    expect(height.height).toBeGreaterThan(100)
    // Focus starts on the summary, not on Approve.
    expect(await frame.evaluate(() => document.activeElement?.id)).toBe('approval-title')
    // The approval screen inside the frame, checked by axe with the page around it.
    expect(await axeViolations(page)).toEqual([])
    await frame.getByRole('button', { name: 'Approve' }).click()
    const signed = (await reply(id)) as { type: 'success'; result: Hex }
    expect(await verifyMessage({ address, message, signature: signed.result })).toBe(true)
    expect(await event('approval-done', before)).toMatchObject({ requestId: id })

    const rejectedId = await sendLater('RPC_REQUEST', {
      method: 'personal_sign',
      params: [stringToHex('no'), address],
    })
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect(await reply(rejectedId)).toMatchObject({ type: 'error', code: 4001 })
  })

  it("shows its approvals in the modal's language, not the browser's, from the kit's word on", async () => {
    const dappData = { projectId, sdkVersion: 'test', metadata: { name: 'Test host', url: host.origin } }
    expect(await send('SYNC_DAPP_DATA', { ...dappData, locale: 'ar' })).toMatchObject({ type: 'success' })
    const frame = walletFrame()
    expect(await frame.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(
      ['ar', 'rtl'],
    )
    const before = await received()
    const id = await sendLater('RPC_REQUEST', {
      method: 'personal_sign',
      params: [stringToHex('مرحبا'), address],
    })
    expect(await event('approval-shown', before)).toMatchObject({ requestId: id })
    const screen = frame.getByRole('region', { name: 'هل توقّع هذه الرسالة؟' })
    await screen.getByText('مرحبا').waitFor({ timeout: e2eWaitMs })
    expect(await screen.locator('.approval-dapp').textContent()).toBe('Test host يطلب موافقتك')
    expect(await axeViolations(page)).toEqual([])
    await frame.getByRole('button', { name: 'رفض' }).click()
    expect(await reply(id)).toMatchObject({ type: 'error', code: 4001 })
    // Back to English, as the other tests expect; a tag it has no words for leaves English too.
    expect(await send('SYNC_DAPP_DATA', { ...dappData, locale: 'de-DE' })).toMatchObject({ type: 'success' })
    expect(await frame.evaluate(() => document.documentElement.lang)).toBe('en')
  })

  it('closes an approval the host withdraws as rejected, and shows the next request, not the stale one', async () => {
    const before = await received()
    const staleId = await sendLater('RPC_REQUEST', {
      method: 'personal_sign',
      params: [stringToHex('a request the host gave up on'), address],
    })
    expect(await event('approval-shown', before)).toMatchObject({ requestId: staleId })
    const frame = walletFrame()
    await frame.getByRole('region').getByText('a request the host gave up on').waitFor({ timeout: e2eWaitMs })
    const cancelId = await sendLater('CANCEL_RPC_REQUEST', { requestId: staleId })
    expect(await reply(cancelId)).toMatchObject({ type: 'success', result: { cancelled: true } })
    expect(await reply(staleId)).toMatchObject({ type: 'error', code: 4001 })
    await frame.getByRole('region').waitFor({ state: 'detached', timeout: e2eWaitMs })

    const nextId = await sendLater('RPC_REQUEST', {
      method: 'personal_sign',
      params: [stringToHex('the next request'), address],
    })
    await frame.getByRole('region').getByText('the next request').waitFor({ timeout: e2eWaitMs })
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect(await reply(nextId)).toMatchObject({ type: 'error', code: 4001 })
  })

  it('signs typed data after approval', async () => {
    const typed = {
      domain: { name: 'Test', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'Hello' },
    }
    const id = await sendLater('RPC_REQUEST', {
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typed)],
    })
    await walletFrame().getByRole('button', { name: 'Approve' }).click()
    const signed = (await reply(id)) as { type: 'success'; result: Hex }
    expect(await verifyTypedData({ address, ...typed, signature: signed.result })).toBe(true)
  })

  it('sends a transaction the visitor approves, and the chain has it', async () => {
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [address, '0xde0b6b3a7640000'] as never,
    })
    const to = '0x000000000000000000000000000000000000dEaD'
    const id = await sendLater('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: address, to, value: `0x${parseEther('0.25').toString(16)}` }],
    })
    const frame = walletFrame()
    await frame.getByText('0.25 ETH').waitFor({ timeout: e2eWaitMs })
    await frame.getByRole('button', { name: 'Approve' }).click()
    const sent = (await reply(id)) as { type: 'success'; result: Hex }
    const receipt = await client.waitForTransactionReceipt({ hash: sent.result })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.25'))
  })

  it('keeps the login over a reload, and signs out', async () => {
    await page.reload()
    await page.waitForFunction(
      () => window.frameClient?.received.some((message) => message.type === 'ready'),
      null,
      {
        timeout: e2eWaitMs,
      },
    )
    expect(await send('IS_CONNECTED')).toMatchObject({ result: { isConnected: true } })
    expect(await send('GET_USER')).toMatchObject({ result: { address } })
    expect(await send('SIGN_OUT')).toMatchObject({ type: 'success' })
    expect(await send('IS_CONNECTED')).toMatchObject({ result: { isConnected: false } })
  })

  it('is refused for a host origin the project does not allow', async () => {
    const response = await fetch(
      embeddedFrameUrl(cloud.frameUrl, { projectId, origin: 'https://evil.example' }),
    )
    expect(response.status).toBe(403)
  })
})
