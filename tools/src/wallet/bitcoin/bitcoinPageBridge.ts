import type { BrowserContext, Page } from 'playwright-core'
import { WalletRpcError } from '@gatehouse/harness/wallet/node'
import type { BitcoinTestWallet, BitcoinTestWalletEvent } from './BitcoinTestWallet'

/** How one injected page wallet talks to the Node wallet. */
export interface BitcoinPageBridge {
  /** The binding's name (derived from the wallet's id). */
  binding: string
  /** The `window` function Node pushes events to. */
  events: string
  /** Waits until every event pushed so far reached the pages. */
  flush(): Promise<void>
}

/**
 * Exposes the Node wallet to the page (or every page of a context) through one binding that
 * answers `{method, params}` with `{result}` or `{error: {code, message}}`, and forwards the
 * wallet's events to every open page as `window[events](payload(event))`.
 */
export async function bridgeBitcoinWallet(
  target: Page | BrowserContext,
  wallet: BitcoinTestWallet,
  options: {
    prefix: string
    id: string
    answer(method: string, params: unknown): Promise<unknown>
    errorCode(code: number): number
    payload(event: BitcoinTestWalletEvent): unknown
  },
): Promise<BitcoinPageBridge> {
  const suffix = options.id.replace(/[^a-zA-Z0-9]/g, '_')
  const binding = `${options.prefix}_${suffix}`
  const events = `${options.prefix}Events_${suffix}`
  await target.exposeBinding(binding, async (_source, payload: string) => {
    const { method, params } = JSON.parse(payload) as { method: string; params: unknown }
    try {
      return JSON.stringify({ result: (await options.answer(method, params)) ?? null })
    } catch (error) {
      const code = options.errorCode(error instanceof WalletRpcError ? error.code : -32603)
      return JSON.stringify({ error: { code, message: (error as Error).message } })
    }
  })
  const pages = () => ('pages' in target ? target.pages() : [target])
  const inFlight = new Set<Promise<unknown>>()
  wallet.on((event) => {
    const payload = options.payload(event)
    const pushed = Promise.all(
      pages().map((page) =>
        page
          .evaluate(
            ([name, value]) => (window as unknown as Record<string, (value: unknown) => void>)[name]?.(value),
            [events, payload] as const,
          )
          .catch(() => undefined),
      ),
    )
    inFlight.add(pushed)
    void pushed.finally(() => inFlight.delete(pushed))
  })
  return {
    binding,
    events,
    flush: async () => {
      await Promise.all([...inFlight])
    },
  }
}

/** Runs a page function before any script, with its argument; tsx may wrap functions in a `__name` helper the page lacks. */
export async function addPageScript<T>(
  target: Page | BrowserContext,
  install: (info: T) => void,
  info: T,
): Promise<void> {
  await target.addInitScript({
    content: `var __name = (target) => target;\n(${install.toString()})(${JSON.stringify(info)})`,
  })
}
