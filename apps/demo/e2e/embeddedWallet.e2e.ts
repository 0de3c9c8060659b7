import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Frame, Page } from 'playwright-core'
import {
  createPublicClient,
  createTestClient,
  http,
  parseEther,
  verifyMessage,
  type Address,
  type Hex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hidden, modal, visible } from '@gatehouse/tools'
import { demoSuite } from './fixtures'

const demo = demoSuite()

/** A page on an origin of its own: `/silent` never says ready; `/forger` posts what it is told to its parent. */
let pages: { server: Server; origin: string }
beforeAll(async () => {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    if (request.url?.startsWith('/forger'))
      response.end(
        `<!doctype html><script>addEventListener('message', (event) => parent.postMessage(event.data, '*'))</script>`,
      )
    else response.end('<!doctype html><title>silent</title><p>This page never says ready.</p>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  pages = { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
})
afterAll(() => new Promise((resolve) => pages?.server.close(resolve)))

let visitor = 0
/** A fresh e-mail per login (the service keeps a 30 s cooldown per address). */
const nextEmail = () => `visitor-${Date.now()}-${(visitor += 1)}@example.com`

/** Logs in by e-mail through the modal's e-mail field and the code from the dev inbox; returns the address. */
async function logInByEmail(page: Page, email: string): Promise<Address> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = await visible(modal(page, 'Connect Wallet'))
  await connect.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await connect.getByRole('button', { name: 'Continue with e-mail' }).click()
  const code = await demo.stack.mail.latestCode(email, { timeoutMs: 30_000 })
  const confirm = await visible(modal(page, 'Confirm E-mail'))
  // A complete code is checked at once (pressing Verify as well waited out the step limit, 60 s, on a
  // button the check had already taken away).
  await confirm.getByRole('textbox', { name: 'Code' }).fill(code)
  await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('connected')
  // Logged in: the modal shows the account; close it to use the page.
  if (await modal(page, 'Account').isVisible()) await page.keyboard.press('Escape')
  await hidden(modal(page))
  return (await page.getByTestId('account-address').textContent())?.trim() as Address
}

/** The embedded wallet's frame (apps/cloud's origin) inside the host page. */
function walletFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().includes('/frame?'))
  if (!frame) throw new Error('the embedded wallet frame is not on the page')
  return frame
}

/** The background the modal's panel paints (the frame's must be the same). */
function modalBackground(page: Page): Promise<string> {
  return page.evaluate(() => {
    const panel = document.querySelector('gatehouse-modal')?.shadowRoot?.querySelector('.gh-dialog__panel')
    return panel ? getComputedStyle(panel).backgroundColor : ''
  })
}

/** Presses Approve or Reject on the frame's approval screen, shown in ApproveTransaction. */
async function decideInFrame(page: Page, decision: 'Approve' | 'Reject') {
  await visible(modal(page, 'Approve Transaction'))
  const button = walletFrame(page).getByRole('button', { name: decision, exact: true })
  await button.waitFor({ state: 'visible' })
  await button.click()
}

describe('the embedded wallet: ApproveTransaction', () => {
  it('signs a message when approved in the frame (verified against the address) and declines when rejected', async () => {
    const { page } = await demo.open()
    const address = await logInByEmail(page, nextEmail())

    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello from the embedded wallet')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await decideInFrame(page, 'Approve')
    const signature = (await (await visible(page.getByTestId('signature'))).textContent()) as Hex
    expect(await verifyMessage({ address, message: 'Hello from the embedded wallet', signature })).toBe(true)
    // The modal opened for the request closes once it is answered.
    await hidden(modal(page))

    await page.getByRole('button', { name: 'Sign message' }).click()
    await decideInFrame(page, 'Reject')
    expect(await (await visible(page.getByTestId('sign-error'))).textContent()).toBe('Signature declined')
    await hidden(modal(page))
  })

  it('sends a transaction when approved (mined on the chain) and sends nothing when rejected', async () => {
    const { page } = await demo.open()
    const address = await logInByEmail(page, nextEmail())
    const rpcUrl = demo.rpcUrl(31337)
    await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({
      address,
      value: parseEther('10'),
    })
    const chain = createPublicClient({ transport: http(rpcUrl) })
    const receiver = '0x000000000000000000000000000000000000dEaD'
    const before = await chain.getBalance({ address: receiver })

    await page.getByRole('textbox', { name: 'To' }).fill(receiver)
    await page.getByRole('textbox', { name: 'Amount (ETH)' }).fill('0.25')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await decideInFrame(page, 'Approve')
    const hash = (await (await visible(page.getByTestId('tx-hash'))).textContent()) as Hex
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect((await chain.getBalance({ address: receiver })) - before).toBe(parseEther('0.25'))
    await hidden(modal(page))

    const nonce = await chain.getTransactionCount({ address })
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await decideInFrame(page, 'Reject')
    expect(await (await visible(page.getByTestId('send-error'))).textContent()).toBe('Transaction declined')
    expect(await chain.getTransactionCount({ address })).toBe(nonce)
  })

  it("shows the approval inside the modal: one dialog, its close button reachable, the app named, the modal's dark theme, sized to its content, Approve not focused", async () => {
    const { page, lookEverywhere, setLocale } = await demo.open()
    await logInByEmail(page, nextEmail())
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello')
    await page.getByRole('button', { name: 'Sign message' }).click()
    const dialog = await visible(modal(page, 'Approve Transaction'))
    const frame = walletFrame(page)
    const approve = frame.getByRole('button', { name: 'Approve', exact: true })
    await approve.waitFor({ state: 'visible' })
    await lookEverywhere()
    // The frame speaks the modal's language, whatever the browser's: it follows the host's switch.
    const frameLanguage = () => frame.evaluate(() => `${document.documentElement.lang} ${document.dir}`)
    await setLocale('ar')
    await expect.poll(frameLanguage).toBe('ar rtl')
    await setLocale('en')
    await expect.poll(frameLanguage).toBe('en ltr')

    // The host app's name (createAppKit's metadata) beside the page's origin.
    const origin = new URL(page.url()).origin
    expect(await frame.locator('.approval-dapp').textContent()).toBe('Gatehouse demo asks you to approve')
    expect(await frame.locator('.approval-origin').textContent()).toBe(origin)
    // No second dialog: the frame's screen is a region of the modal's one dialog.
    expect(await frame.locator('dialog, [role="dialog"], [aria-modal]').count()).toBe(0)
    expect(
      await page.evaluate(() => [
        document.querySelectorAll('dialog[open], [role="dialog"]').length,
        document.querySelector('gatehouse-modal')?.shadowRoot?.querySelectorAll('dialog[open]').length,
      ]),
    ).toEqual([0, 1])
    // Approve is not where focus starts.
    expect(await frame.evaluate(() => document.activeElement?.textContent)).not.toBe('Approve')
    // The modal's dark theme: the frame paints the modal's background, not a light page.
    expect(await frame.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    expect(await frame.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      await modalBackground(page),
    )
    // As tall as its content, and inside the modal's panel (below its header, above its bottom edge).
    const boxes = await page.evaluate(() => {
      const host = document.querySelector<HTMLElement>('[data-gatehouse-frame-host]')
      const panel = document.querySelector('gatehouse-modal')?.shadowRoot?.querySelector('.gh-dialog__panel')
      const header = document.querySelector('gatehouse-modal')?.shadowRoot?.querySelector('.gh-header')
      const box = (element: Element | null | undefined) =>
        element?.getBoundingClientRect().toJSON() as DOMRect
      return { frame: box(host), panel: box(panel), header: box(header) }
    })
    // The frame reports its height after each layout; the host follows within a frame or two.
    const heightGap = async () => {
      const content = await frame.evaluate(
        () => document.getElementById('frame-root')?.getBoundingClientRect().height ?? 0,
      )
      const host = await page.evaluate(
        () =>
          document.querySelector<HTMLElement>('[data-gatehouse-frame-host]')?.getBoundingClientRect()
            .height ?? 0,
      )
      return Math.abs(host - Math.ceil(content))
    }
    await expect.poll(heightGap).toBeLessThanOrEqual(1)
    expect(boxes.frame.top).toBeGreaterThanOrEqual(boxes.header.bottom)
    expect(boxes.frame.bottom).toBeLessThanOrEqual(boxes.panel.bottom + 1)

    // The modal's close button is reachable by the keyboard from the frame, and a click reaches it.
    await frame.getByRole('heading').click()
    await page.keyboard.press('Shift+Tab')
    expect(
      await dialog.getByRole('button', { name: 'Close' }).evaluate((button) => button.matches(':focus')),
    ).toBe(true)
    await page.keyboard.press('Enter')
    expect(await (await visible(page.getByTestId('sign-error'))).textContent()).toBe('Signature declined')
    await hidden(modal(page))
  })

  it("closing the modal while an approval waits aborts it: the host's request rejects, the frame drops the screen", async () => {
    const { page } = await demo.open()
    await logInByEmail(page, nextEmail())
    await page.getByRole('button', { name: 'Light modal' }).click()
    await page.getByRole('button', { name: 'Sign message' }).click()
    const dialog = await visible(modal(page, 'Approve Transaction'))
    const frame = walletFrame(page)
    await frame.getByRole('button', { name: 'Approve', exact: true }).waitFor({ state: 'visible' })
    // The light theme followed.
    expect(await frame.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      await modalBackground(page),
    )
    expect(await frame.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await hidden(modal(page))
    expect(await (await visible(page.getByTestId('sign-error'))).textContent()).toBe('Signature declined')
    await expect.poll(() => frame.locator('.approval').count()).toBe(0)
    expect(await page.getByTestId('signature').count()).toBe(0)
  })

  it('a held Enter never approves: its repeats and release are ignored; a fresh press approves', async () => {
    const { page } = await demo.open()
    const address = await logInByEmail(page, nextEmail())
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Held key')
    await page.getByRole('button', { name: 'Sign message' }).focus()
    // The press that asks for the signature is still down when the approval appears.
    await page.keyboard.down('Enter')
    await visible(modal(page, 'Approve Transaction'))
    const frame = walletFrame(page)
    const approve = frame.getByRole('button', { name: 'Approve', exact: true })
    await approve.waitFor({ state: 'visible' })
    await approve.focus()
    for (let repeat = 0; repeat < 5; repeat += 1) await page.keyboard.down('Enter')
    await page.keyboard.up('Enter')
    await page.waitForTimeout(500)
    expect(await page.getByTestId('signature').count()).toBe(0)
    expect(await approve.isVisible()).toBe(true)
    // A press that begins on the screen is the visitor's.
    await page.keyboard.press('Enter')
    const signature = (await (await visible(page.getByTestId('signature'))).textContent()) as Hex
    expect(await verifyMessage({ address, message: 'Held key', signature })).toBe(true)
  })

  it("restores the login on reload, and refuses a method on neither list: 'Requested RPC call is not allowed'", async () => {
    const { page, errors } = await demo.open()
    const address = await logInByEmail(page, nextEmail())
    // A reload restores the login: the AUTH connector asks the frame IS_CONNECTED, then GET_USER.
    await page.reload()
    await expect.poll(() => page.getByTestId('account-status').textContent()).toBe('connected')
    expect((await page.getByTestId('account-address').textContent())?.trim()).toBe(address)
    await page.getByRole('textbox', { name: 'Method' }).fill('eth_sign')
    await page.getByRole('button', { name: 'Send request' }).click()
    expect(await (await visible(page.getByTestId('raw-error'))).textContent()).toBe(
      'Requested RPC call is not allowed',
    )
    expect(errors.some((error) => error.includes('Requested RPC call is not allowed: eth_sign'))).toBe(true)
    // Nothing was asked of the visitor.
    expect(await modal(page).count()).toBe(0)
  })

  it('ignores a well-formed reply posted from a foreign origin while a signature waits', async () => {
    const { page } = await demo.open()
    await logInByEmail(page, nextEmail())
    // Record the ids of the requests the frame receives (the forger needs one to be convincing).
    await walletFrame(page).evaluate(() => {
      const seen: string[] = []
      ;(window as unknown as { seen: string[] }).seen = seen
      addEventListener('message', (event) => seen.push((event.data as { id: string }).id))
    })
    await page.getByRole('button', { name: 'Sign message' }).click()
    await visible(modal(page, 'Approve Transaction'))
    const id = await walletFrame(page).evaluate(() => (window as unknown as { seen: string[] }).seen.at(-1))
    await page.evaluate(
      ({ forger, id }) =>
        new Promise<void>((resolve) => {
          const frame = document.createElement('iframe')
          frame.src = forger
          frame.onload = () => {
            frame.contentWindow?.postMessage({ id, type: 'success', result: '0xforged' }, '*')
            setTimeout(resolve, 500)
          }
          document.body.appendChild(frame)
        }),
      { forger: `${pages.origin}/forger`, id },
    )
    // Still waiting for the visitor: no signature, the approval still shown.
    expect(await page.getByTestId('signature').count()).toBe(0)
    await decideInFrame(page, 'Reject')
    expect(await (await visible(page.getByTestId('sign-error'))).textContent()).toBe('Signature declined')
  })

  it('a frame that never says ready: IFRAME_LOAD_FAILED after 20 s', async () => {
    const silent = `${pages.origin}/silent`
    // The page's clock is Playwright's, so the 20 s pass at once instead of slowing the test.
    const { page } = await demo.open({
      setup: async (context) => {
        await context.clock.install()
        await context.addInitScript((url) => {
          // The demo's configuration, with the frame pointed at a page that never says ready.
          let config: unknown
          Object.defineProperty(window, '__GATEHOUSE_DEMO__', {
            configurable: true,
            get: () => config,
            set: (value: object) => {
              config = { ...value, embeddedWalletUrl: url }
            },
          })
        }, silent)
      },
    })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = await visible(modal(page, 'Connect Wallet'))
    await connect.getByRole('textbox', { name: 'E-mail' }).fill(nextEmail())
    await connect.getByRole('button', { name: 'Continue with e-mail' }).click()
    // The frame is there (its 20 s started with it), saying nothing.
    await expect.poll(() => page.frames().some((frame) => frame.url().startsWith(silent))).toBe(true)
    await page.clock.runFor(19_000)
    expect(await page.getByText('Embedded wallet could not load').count()).toBe(0)
    await page.clock.runFor(1_000)
    await visible(page.getByText('Embedded wallet could not load'))
    expect(await page.getByTestId('account-status').textContent()).toBe('disconnected')
  })
})
