import { WalletRpcError } from '@gatehouse/harness/wallet/node'
import type { BrowserContext } from 'playwright-core'
import { installInjectedProvider, type InjectedWalletInfo } from './injectedProvider'
import { TestWallet, type TestWalletOptions } from './TestWallet'

const icon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0f7b6c"/><path d="M16 22h32v24H16z" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round"/><circle cx="40" cy="34" r="3.5" fill="#fff"/></svg>',
  )

export const testWalletInfo = { name: 'Gatehouse Test Wallet', rdns: 'dev.gatehouse.testwallet', icon }

/**
 * Gives every page of `context` the test wallet: an EIP-6963 provider whose requests the returned
 * `TestWallet` serves in Node. Wallet events reach every open page.
 */
export async function injectTestWallet(
  context: BrowserContext,
  options: TestWalletOptions & { legacy?: boolean; announce?: boolean },
): Promise<TestWallet> {
  const wallet = new TestWallet(options)
  wallet.emit = async (event, payload) => {
    await Promise.all(
      context
        .pages()
        .map((page) =>
          page
            .evaluate(
              ([name, value]) =>
                (
                  window as unknown as Record<string, (e: unknown, p: unknown) => void>
                ).__gatehouseTestWalletEmit?.(name, value),
              [event, payload] as const,
            )
            .catch(() => undefined),
        ),
    )
  }
  await context.exposeBinding('__gatehouseTestWallet', async (_source, payload: string) => {
    const { method, params } = JSON.parse(payload) as { method: string; params: unknown[] }
    try {
      return JSON.stringify({ result: await wallet.request(method, params) })
    } catch (error) {
      const code = error instanceof WalletRpcError ? error.code : -32603
      return JSON.stringify({ error: { code, message: (error as Error).message } })
    }
  })
  const info: InjectedWalletInfo = {
    uuid: crypto.randomUUID(),
    ...testWalletInfo,
    announce: options.announce ?? true,
    legacy: options.legacy ?? false,
  }
  // The function travels as source text. Some TypeScript runners (tsx) wrap functions in a `__name`
  // helper that does not exist in the page, so the page gets a harmless one first.
  await context.addInitScript({
    content: `var __name = (target) => target;\n(${installInjectedProvider.toString()})(${JSON.stringify(info)})`,
  })
  return wallet
}
