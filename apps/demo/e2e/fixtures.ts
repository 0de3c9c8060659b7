import { resolve } from 'node:path'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import {
  isForeignUrl,
  launchChromium,
  openDemo,
  recordLayoutChecks,
  startDemoStack,
  watchForeignRequests,
  type DemoSession,
  type DemoStack,
  type ForeignRequestWatch,
} from '@gatehouse/tools'

export { hidden, modal, visible } from '@gatehouse/tools'

const distDir = resolve(import.meta.dirname, '../dist')

/**
 * Starts the real parts once per test file (two anvil chains, the built demo, Chromium) and opens a
 * fresh demo session per test. Every session, and every other browser context a test opens through
 * `newContext` (the sample wallet's), fails the test when it closes if anything in it requested a
 * host other than 127.0.0.1 or localhost. What each session's layout watch checked is recorded for
 * the suite's end (see layoutCoverage.setup.ts).
 */
export function demoSuite() {
  const state = {} as {
    stack: DemoStack
    browser: Browser
    sessions: DemoSession[]
    contexts: { context: BrowserContext; foreign: ForeignRequestWatch }[]
  }
  beforeAll(async () => {
    state.stack = await startDemoStack(distDir)
    state.browser = await launchChromium()
    state.sessions = []
    state.contexts = []
  })
  afterEach(async () => {
    const sessions = state.sessions.splice(0)
    // For the suite's end: every view reached must have been checked at both widths, in both languages.
    const testFile = expect.getState().testPath ?? 'unknown'
    recordLayoutChecks(
      inject('layoutChecksFile'),
      testFile,
      sessions.flatMap((session) => session.layoutChecks),
    )
    const contexts = state.contexts.splice(0)
    await Promise.all([
      ...sessions.map((session) => session.close()),
      ...contexts.map(async ({ context, foreign }) => {
        await context.close()
        foreign.check()
      }),
    ])
  })
  afterAll(async () => {
    await state.browser?.close()
    await state.stack?.stop()
  })
  return {
    get stack() {
      return state.stack
    },
    get browser() {
      return state.browser
    },
    /** The RPC URL of a local chain. */
    rpcUrl(chainId: number): string {
      const chain = state.stack.chains.find((candidate) => candidate.chainId === chainId)
      if (!chain) throw new Error(`No local chain ${chainId}`)
      return chain.rpcUrl
    },
    async open(options?: Parameters<typeof openDemo>[2]) {
      const session = await openDemo(state.browser, state.stack, options)
      state.sessions.push(session)
      return session
    },
    /** A browser context of its own (another device), watched for foreign hosts and closed after the test. */
    async newContext(name = 'A second browser'): Promise<BrowserContext> {
      const context = await state.browser.newContext()
      state.contexts.push({ context, foreign: watchForeignRequests(context, name) })
      return context
    },
  }
}

/** The requests to hosts other than 127.0.0.1 and localhost (data: and blob: URLs are local). */
export function foreignRequests(requests: string[]): string[] {
  return requests.filter((url) => isForeignUrl(url))
}
