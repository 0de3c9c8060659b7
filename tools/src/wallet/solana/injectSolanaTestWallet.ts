import type { BrowserContext, Page } from 'playwright-core'
import { installSolanaTestWallet, type SolanaTestWalletPageInfo } from './installSolanaTestWallet'
import { SolanaTestWallet, SolanaWalletError, type SolanaTestWalletOptions } from './SolanaTestWallet'

const icon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#5b3fd1"/><path d="M18 22h28l-6 6H12zM18 36h28l-6 6H12z" fill="#fff"/></svg>',
  )

/** The Solana test wallet's defaults: its name and icon in the Connect view, and its id. */
export const solanaTestWalletInfo = {
  name: 'Gatehouse Solana Test Wallet',
  id: 'dev.gatehouse.solanatestwallet',
  icon,
}

export interface InjectSolanaTestWalletOptions extends SolanaTestWalletOptions {
  /** The wallet's name (a multi-chain test gives its EVM and Solana wallets one name). */
  name?: string
  icon?: string
  /** A reverse-DNS id, unique per injected wallet (it names the page binding). */
  id?: string
  /** Wallet Standard chains. Default: solana:localnet, solana:devnet, solana:mainnet. */
  chains?: string[]
}

/** The injected wallet: steer it from the test, and tell the page of an account change. */
export interface InjectedSolanaTestWallet {
  wallet: SolanaTestWallet
  /** Tells every page the wallet's account is connected again, or gone (`standard:events` change). */
  emitAccounts(connected: boolean): Promise<void>
}

/**
 * Gives the page (or every page of a context) a Wallet Standard Solana wallet, before any script
 * runs: it registers itself in the page and signs in Node with a development key, sending to the
 * local chain's RPC. The wallet remembers an approved connection across reloads, as an extension does.
 */
export async function injectSolanaTestWallet(
  target: Page | BrowserContext,
  options: InjectSolanaTestWalletOptions,
): Promise<InjectedSolanaTestWallet> {
  const wallet = new SolanaTestWallet(options)
  const id = options.id ?? solanaTestWalletInfo.id
  const suffix = id.replace(/[^a-zA-Z0-9]/g, '_')
  const binding = `__gatehouseSolanaWallet_${suffix}`
  const events = `__gatehouseSolanaWalletEvents_${suffix}`
  await target.exposeBinding(binding, async (_source, payload: string) => {
    const { method, params } = JSON.parse(payload) as { method: string; params: Record<string, unknown> }
    try {
      return JSON.stringify({ result: await wallet.request(method, params) })
    } catch (error) {
      const code = error instanceof SolanaWalletError ? error.code : -32603
      return JSON.stringify({ error: { code, message: (error as Error).message } })
    }
  })
  const info: SolanaTestWalletPageInfo = {
    binding,
    events,
    name: options.name ?? solanaTestWalletInfo.name,
    icon: options.icon ?? solanaTestWalletInfo.icon,
    address: wallet.address,
    publicKey: Buffer.from(wallet.publicKey).toString('base64'),
    chains: options.chains ?? ['solana:localnet', 'solana:devnet', 'solana:mainnet'],
  }
  // The function travels as source text; tsx may wrap functions in a `__name` helper the page lacks.
  await target.addInitScript({
    content: `var __name = (target) => target;\n(${installSolanaTestWallet.toString()})(${JSON.stringify(info)})`,
  })
  const pages = () => ('pages' in target ? target.pages() : [target])
  return {
    wallet,
    async emitAccounts(connected) {
      await Promise.all(
        pages().map((page) =>
          page
            .evaluate(
              ([name, value]) =>
                (window as unknown as Record<string, (connected: boolean) => void>)[name]?.(value),
              [events, connected] as const,
            )
            .catch(() => undefined),
        ),
      )
    },
  }
}
