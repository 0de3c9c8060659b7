import { gzipSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { injectTestWallet } from '../wallet/injectTestWallet'

export interface LoadedScript {
  url: string
  gzipBytes: number
}

/** Records every JavaScript response of a page with its gzipped size. */
function recordScripts(page: Page): LoadedScript[] {
  const scripts: LoadedScript[] = []
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return
    const body = await response.body().catch(() => undefined)
    if (body)
      scripts.push({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length })
  })
  return scripts
}

/** Resolves in the page when the modal's dialog is open and lists at least one wallet. */
const modalReady = `new Promise((resolve) => {
  const check = () => {
    const root = document.querySelector('gatehouse-modal')?.shadowRoot
    if (root?.querySelector('dialog[open] [aria-label="Wallets"] button')) resolve(performance.now())
    else requestAnimationFrame(check)
  }
  check()
})`

/**
 * Opens the page in a fresh context (cold cache), with the test wallet installed, and measures the
 * JavaScript loaded before the first intent, what opening the modal adds, and the time from the
 * press on the connect button to a painted wallet list.
 */
export async function measureOpen(browser: Browser, url: string) {
  const context = await browser.newContext()
  await injectTestWallet(context, { chains: {}, chainId: 1 })
  const page = await context.newPage()
  const scripts = recordScripts(page)
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  const beforeIntent = [...scripts]
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  await button.waitFor()
  const box = await button.boundingBox()
  if (!box) throw new Error('The connect button has no box')
  await page.evaluate(() => {
    const scope = window as unknown as { __pressedAt?: number }
    addEventListener('pointerdown', () => (scope.__pressedAt ??= performance.now()), { capture: true })
  })
  // A real press: the pointer arrives (hover intent) and presses at once, as a quick visitor does.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.up()
  const readyAt = (await page.evaluate(modalReady)) as number
  const pressedAt = (await page.evaluate(
    () => (window as unknown as { __pressedAt: number }).__pressedAt,
  )) as number
  await page.waitForLoadState('networkidle')
  const afterOpen = scripts.slice(beforeIntent.length)
  await context.close()
  return { beforeIntent, afterOpen, clickToModalMs: readyAt - pressedAt }
}
