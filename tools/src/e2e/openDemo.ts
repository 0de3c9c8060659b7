import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { Hex } from 'viem'
import { injectTestWallet } from '../wallet/injectTestWallet'
import type { TestWallet } from '../wallet/TestWallet'
import type { DemoStack } from './demoStack'
import { watchForeignRequests } from './foreignRequests'
import { isIn, layoutConfigurations, type LayoutCheck } from './layoutCoverage'
import { e2eWaitMs } from './locators'
import { watchViewLayout } from './viewLayoutWatch'

export interface DemoSession {
  context: BrowserContext
  page: Page
  wallet: TestWallet
  /** Every URL the page requested, in order. */
  requests: string[]
  /** Console errors and uncaught exceptions. */
  errors: string[]
  /**
   * Every URL of a host other than 127.0.0.1 or localhost that the page, its frames or any window it
   * opened requested (a WebSocket too), in order.
   */
  foreignRequests: string[]
  /** Controls cut off, sticking out or covered in the views of the modal the session reached. */
  layoutProblems: string[]
  /** Each view of the modal the layout watch checked, by the kit's name, width and language. */
  layoutChecks: LayoutCheck[]
  /**
   * Shows the modal's current view at a phone's width and a desktop's, in English and in Arabic, waits
   * until the layout watch has checked it in each, and puts the page's size and language back. For a
   * view a flow reaches that nothing else shows in all four (the suite's end fails on such a view;
   * see layoutCoverage.ts).
   */
  lookEverywhere(): Promise<void>
  /** Switches the kit's language (`appKit.setLocale`), as a host's language picker does. */
  setLocale(tag: string): Promise<void>
  /** Waits until the layout watch has checked the modal's current view at the page's size and language. */
  layoutChecked(): Promise<void>
  /**
   * Closes the context, then fails when anything in it requested a host outside the configured ones,
   * or when a view it reached had a layout problem.
   */
  close(): Promise<void>
}

/**
 * A fresh browser context with the test wallet injected, on the demo page. The wallet starts on
 * `chainId` (31337 by default) and knows both local chains unless told to forget one.
 */
export async function openDemo(
  browser: Browser,
  stack: DemoStack,
  options: {
    chainId?: number
    legacy?: boolean
    announce?: boolean
    viewport?: { width: number; height: number }
    isMobile?: boolean
    /** Query string for the demo page (catalogue options such as `?exclude=…`). */
    search?: string
    /** The wallet's key (anvil's first development key by default). */
    privateKey?: Hex
    /**
     * Hosts besides this machine's that the demo configured and the test reaches on purpose (the
     * public node of a network the demo lists); every other host fails the session.
     */
    allowHosts?: readonly string[]
    /** Runs on the fresh context before the page loads (routes that take a service down). */
    setup?: (context: BrowserContext) => Promise<unknown>
  } = {},
): Promise<DemoSession> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    isMobile: options.isMobile ?? false,
    hasTouch: options.isMobile ?? false,
  })
  const chains = Object.fromEntries(stack.chains.map((chain) => [chain.chainId, chain.rpcUrl]))
  const wallet = await injectTestWallet(context, {
    chains,
    chainId: options.chainId ?? 31337,
    legacy: options.legacy ?? false,
    announce: options.announce ?? true,
    ...(options.privateKey ? { privateKey: options.privateKey } : {}),
  })
  context.setDefaultTimeout(e2eWaitMs)
  // Watched from the start, before the page and any window it opens: nothing may leave this machine.
  const foreign = watchForeignRequests(context, 'The demo session', options.allowHosts)
  // Every view of the modal the session reaches gets the layout check (cut off, sticking out, covered).
  const layout = await watchViewLayout(context, 'The demo session')
  await options.setup?.(context)
  const page = await context.newPage()
  const requests: string[] = []
  const errors: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  await page.goto(stack.url + (options.search ?? ''))
  return {
    context,
    page,
    wallet,
    requests,
    errors,
    foreignRequests: foreign.requests,
    layoutProblems: layout.problems,
    layoutChecks: layout.checked,
    lookEverywhere: () => lookEverywhere(page, layout.checked),
    setLocale: (tag) => setKitLocale(page, tag),
    async layoutChecked() {
      const view = await currentView(page)
      const width = page.viewportSize()?.width
      const language = await page.evaluate(() => (window as unknown as DemoWindow).appKit.getLocale())
      await pollUntil(
        () =>
          layout.checked.some(
            (check) => check.view === view && check.width === width && language.startsWith(check.language),
          ),
        `the layout check of ${view}`,
      )
    },
    async close() {
      await context.close()
      foreign.check()
      layout.check()
    },
  }
}

type DemoWindow = { appKit: { getLocale(): string; setLocale(tag: string): void } }

/** The demo's kit switches language, as a host's language picker has it do. */
function setKitLocale(page: Page, tag: string): Promise<void> {
  return page.evaluate((wanted) => (window as unknown as DemoWindow).appKit.setLocale(wanted), tag)
}

/** The modal's current view as the layout watch names it (`Account › activity`). */
async function currentView(page: Page): Promise<string> {
  // One read of both: the view and its selected tab as they stand together. A view that waits for
  // its feature's messages takes the place of the one before a moment after the router moved.
  return page.locator('gatehouse-modal [data-view]').evaluate((body) => {
    const tab = body.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute('data-tab')
    return `${body.getAttribute('data-view')}${tab ? ` › ${tab}` : ''}`
  })
}

async function lookEverywhere(page: Page, checked: readonly LayoutCheck[]) {
  const view = await currentView(page)
  const size = page.viewportSize()
  const language = await page.evaluate(() => (window as unknown as DemoWindow).appKit.getLocale())
  const shownIn = (tag: string) =>
    page
      .locator(`gatehouse-modal .gh-theme[lang="${tag}"]`)
      .waitFor({ state: 'attached', timeout: e2eWaitMs })
  for (const configuration of layoutConfigurations) {
    await page.setViewportSize(configuration.viewport)
    await setKitLocale(page, configuration.language)
    await shownIn(configuration.language)
    await pollUntil(
      () => checked.some((check) => check.view === view && isIn(check, configuration)),
      `the layout check of ${view} at ${configuration.name}`,
      () => watchState(page),
      // A check that has not come after a while: the watch looks at the view on screen again.
      async () => {
        console.warn(
          `[layout watch] no check of ${view} at ${configuration.name} yet: ${await watchState(page)}`,
        )
        await page.evaluate(() =>
          (window as { __gatehouseLayoutRecheck?: () => void }).__gatehouseLayoutRecheck?.(),
        )
      },
    )
    // For a designer's look (GATEHOUSE_LAYOUT_SCREENSHOTS=<folder>): each view as shown in each.
    const folder = process.env.GATEHOUSE_LAYOUT_SCREENSHOTS
    if (folder) {
      mkdirSync(folder, { recursive: true })
      const name = `${view.replace(/\W+/g, '-')}--${configuration.name.replace(/\W+/g, '-')}.png`
      await page.screenshot({ path: join(folder, name) })
    }
  }
  if (size) await page.setViewportSize(size)
  await setKitLocale(page, language)
  await shownIn(language)
}

/** What the layout watch sees in the page now, for a wait that timed out. */
function watchState(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const modal = document.querySelector('gatehouse-modal')?.shadowRoot
      const body = modal?.querySelector('[data-view]')
      return JSON.stringify({
        view: body?.getAttribute('data-view'),
        open: Boolean(modal?.querySelector('dialog[open]')),
        busy: Boolean(modal?.querySelector('dialog[open] [aria-busy="true"]')),
        visibility: document.visibilityState,
        size: `${innerWidth}×${innerHeight}`,
        lastFailure: (window as { __gatehouseLayoutFailure?: string }).__gatehouseLayoutFailure,
      })
    })
    .catch((error: unknown) => `unreadable: ${String(error)}`)
}

/**
 * Waits for a condition Node sees (a hang guard, `e2eWaitMs`); `explain` says what stood in the way,
 * and `nudge`, if given, runs every 5 s the condition still fails.
 */
async function pollUntil(
  condition: () => boolean,
  what: string,
  explain?: () => Promise<string>,
  nudge?: () => Promise<unknown>,
) {
  const started = Date.now()
  let nudged = started
  while (!condition()) {
    if (Date.now() > started + e2eWaitMs) {
      const state = explain ? ` (the page: ${await explain()})` : ''
      throw new Error(`Waited ${e2eWaitMs} ms for ${what}${state}`)
    }
    if (nudge && Date.now() - nudged > 5_000) {
      nudged = Date.now()
      await nudge().catch(() => undefined)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
