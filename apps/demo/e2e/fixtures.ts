import { resolve } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { launchChromium, openDemo, startDemoStack, type DemoSession, type DemoStack } from '@gatehouse/tools'

export { hidden, modal, visible } from '@gatehouse/tools'

const distDir = resolve(import.meta.dirname, '../dist')

/**
 * Starts the real parts once per test file (two anvil chains, with `{ solana: true }` the local Solana
 * chain too, the built demo, Chromium) and opens a
 * fresh demo session per test; every session is checked for console errors when it closes.
 */
export function demoSuite(options: { solana?: boolean } = {}) {
  const state = {} as { stack: DemoStack; browser: Browser; sessions: DemoSession[] }
  beforeAll(async () => {
    state.stack = await startDemoStack(distDir, options)
    state.browser = await launchChromium()
    state.sessions = []
  })
  afterEach(async () => {
    const sessions = state.sessions.splice(0)
    await Promise.all(sessions.map((session) => session.close()))
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
  }
}

/** Hosts other than 127.0.0.1 the page talked to (data: and blob: URLs are local). */
export function foreignRequests(requests: string[]): string[] {
  return requests.filter((url) => !/^(data|blob):/.test(url) && new URL(url).hostname !== '127.0.0.1')
}

/**
 * Console errors other than the one expected wherever WalletConnect pairs: the adapter's single probe of
 * WalletConnect's verify server, whose name does not resolve on this offline machine (skipping
 * verification when it is unreachable is what keeps each WalletConnect step fast).
 */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter((error) => !/ERR_NAME_NOT_RESOLVED/.test(error))
}
