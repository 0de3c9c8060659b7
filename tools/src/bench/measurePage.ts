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

/**
 * Notes in the page, from its first script on, the first frame in which a "Connect Wallet" button has a
 * box: the host's plain button or the one in `<appkit-button>`'s shadow root. Milliseconds since the
 * navigation started (performance.now()), checked once per frame.
 */
const watchButton = `{
  const visible = (button) =>
    !!button && button.textContent.includes('Connect Wallet') && button.getBoundingClientRect().width > 0
  const check = () => {
    const kitButton = document.querySelector('appkit-button')?.shadowRoot?.querySelector('button')
    if (visible(kitButton) || visible(document.querySelector('button'))) window.__buttonAt = performance.now()
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}`

/**
 * Resolves in the page with two moments, each the first frame (checked once per frame) in which it
 * holds: `visible`, a dialog of the modal is open with a box (the "modal first visible": the
 * modal's frame that the press shows from `<appkit-button>` while the kit loads, or the modal), and
 * `usable`, that dialog lists at least one wallet button to press (the frame lists the browser's
 * wallets when it can, and a press there carries over to the modal).
 */
const modalReady = `new Promise((resolve) => {
  let visible
  const openDialog = (host) => document.querySelector(host)?.shadowRoot?.querySelector('dialog[open]')
  const check = () => {
    const shown = openDialog('gatehouse-modal') ?? openDialog('appkit-button')
    if (visible === undefined && shown && shown.getBoundingClientRect().width > 0) visible = performance.now()
    if (shown?.querySelector('[aria-label="Wallets"] button')) resolve({ visible, usable: performance.now() })
    else requestAnimationFrame(check)
  }
  check()
})`

/** Resolves with the first frame in which the modal's own dialog (not its frame) lists a wallet button. */
const modalListReady = `new Promise((resolve) => {
  const check = () => {
    const dialog = document.querySelector('gatehouse-modal')?.shadowRoot?.querySelector('dialog[open]')
    if (dialog?.querySelector('[aria-label="Wallets"] button')) resolve(performance.now())
    else requestAnimationFrame(check)
  }
  check()
})`

/** A cold load of a page (fresh context, empty cache) up to its connect button. */
async function openCold(browser: Browser, url: string) {
  const context = await browser.newContext()
  await injectTestWallet(context, { chains: {}, chainId: 1 })
  await context.addInitScript(watchButton)
  const page = await context.newPage()
  const scripts = recordScripts(page)
  const consoleMessages: string[] = []
  page.on('console', (message) => consoleMessages.push(`${message.type()}: ${message.text()}`))
  page.on('pageerror', (error) => consoleMessages.push(`pageerror: ${error.message}`))
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() => (window as unknown as { __buttonAt?: number }).__buttonAt !== undefined)
  const navigationToButtonMs = (await page.evaluate(
    () => (window as unknown as { __buttonAt: number }).__buttonAt,
  )) as number
  return { context, page, scripts, consoleMessages, navigationToButtonMs, beforeIntent: [...scripts] }
}

/** The page of a host without the kit: navigation → its button, and what it loads. */
export async function measureHostPage(browser: Browser, url: string) {
  const { context, navigationToButtonMs, beforeIntent } = await openCold(browser, url)
  await context.close()
  return { navigationToButtonMs, beforeIntent }
}

export type OpenSample = Awaited<ReturnType<typeof measureOpen>>

/**
 * Opens the page in a fresh context (cold cache), with the test wallet installed, and measures
 * navigation → connect button visible, the JavaScript loaded before the first intent, what opening the
 * modal adds, the time from the press on the connect button to the dialog first visible and to a
 * wallet list that can be pressed, the main
 * thread's script time in between (Chromium's `ScriptDuration` metric over the Performance domain of
 * the DevTools protocol: the time V8 spent compiling and running script, a delta of two readings),
 * and every request and console message from the press until the network is idle again.
 */
export async function measureOpen(browser: Browser, url: string, options: { hoverMs?: number } = {}) {
  const { context, page, scripts, consoleMessages, navigationToButtonMs, beforeIntent } = await openCold(
    browser,
    url,
  )
  const consoleBeforeIntent = consoleMessages.length
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  await button.waitFor()
  const box = await button.boundingBox()
  if (!box) throw new Error('The connect button has no box')
  await page.evaluate(() => {
    const scope = window as unknown as { __pressedAt?: number; __clickedAt?: number }
    addEventListener('pointerdown', () => (scope.__pressedAt ??= performance.now()), { capture: true })
    addEventListener('click', () => (scope.__clickedAt ??= performance.now()), { capture: true })
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  const scriptSeconds = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics')
    return metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0
  }
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  // A real press: the pointer arrives (hover intent) and presses at once, as a quick visitor does, or
  // after resting on the button for `hoverMs`, as most do.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  if (options.hoverMs) await page.waitForTimeout(options.hoverMs)
  const scriptBefore = await scriptSeconds()
  // Watching from before the press, frame by frame: a watch started after it could only run once the
  // main thread is free again, and would miss a dialog that showed while the modal rendered.
  const ready = page.evaluate(modalReady) as Promise<{ visible: number; usable: number }>
  const modalList = page.evaluate(modalListReady) as Promise<number>
  await page.mouse.down()
  await page.mouse.up()
  const readyAt = await ready
  const scriptAfter = await scriptSeconds()
  const modalListAt = await modalList
  const scriptAfterModal = await scriptSeconds()
  const { pressedAt, clickedAt } = await page.evaluate(() => {
    const scope = window as unknown as { __pressedAt: number; __clickedAt: number }
    return { pressedAt: scope.__pressedAt, clickedAt: scope.__clickedAt }
  })
  await page.waitForLoadState('networkidle')
  // A retry or a late image would come within a couple of seconds of the modal painting.
  await page.waitForTimeout(2000)
  const afterOpen = scripts.slice(beforeIntent.length)
  await context.close()
  const origin = new URL(url).origin
  return {
    navigationToButtonMs,
    beforeIntent,
    afterOpen,
    /**
     * Click → the modal's dialog first visible (the figure): from the `click` event, which the
     * browser fires as the button is released and every kit opens on.
     */
    clickToDialogMs: readyAt.visible - clickedAt,
    /** The same from the pointer going down: adds how long the button was held (here the driver's gap). */
    pressToDialogMs: readyAt.visible - pressedAt,
    /** Press → the dialog lists a wallet the visitor can press. */
    clickToModalMs: readyAt.usable - pressedAt,
    scriptDuringOpenMs: (scriptAfter - scriptBefore) * 1000,
    /** Press → the modal's own dialog lists a wallet (the frame has handed over), and the script time to then. */
    modalListMs: modalListAt - pressedAt,
    scriptToModalListMs: (scriptAfterModal - scriptBefore) * 1000,
    /** Requests leaving the host's own origin (its static files excluded) while opening. */
    serviceRequests: requests.filter(
      (request) => !request.startsWith(origin) && !request.startsWith('data:'),
    ),
    consoleBeforeIntent: consoleMessages.slice(0, consoleBeforeIntent),
    consoleWhileOpening: consoleMessages.slice(consoleBeforeIntent),
  }
}
