import type { CreateConnectorFn, Storage, Transport } from '@wagmi/core'
import type { Network } from '@gatehouse/common'
import type { ConnectListing } from '@gatehouse/controllers'

/** Options of `new WagmiAdapter(...)`: AppKit's (the ones hosts pass) and Gatehouse's own. */
export interface WagmiAdapterOptions {
  /** The EVM networks (`@gatehouse/appkit/networks`, `defineNetwork`, or viem `Chain`s). */
  networks: readonly Network[]
  /** The WalletConnect project id; falls back to the one given to `createAppKit`. */
  projectId?: string | undefined
  /**
   * Server rendering (wagmi's `ssr`): wagmi's stored state is read on the client after hydration,
   * as `<WagmiProvider>` mounts, instead of while the config is created.
   */
  ssr?: boolean | undefined
  /** wagmi's storage, e.g. `createStorage({ storage: cookieStorage })`. Default: localStorage. */
  storage?: Storage | null | undefined
  /**
   * wagmi transports per chain id. Default: `http()` on each network's first RPC URL, or on the kit's
   * chain RPC (`<apiUrl>/v1/?chainId&projectId`) for a network on a built-in public node.
   */
  transports?: Record<number, Transport> | undefined
  /** More wagmi connectors, after the kit's own (WalletConnect and the injected wallets). */
  connectors?: CreateConnectorFn[] | undefined
  /** Whether EIP-6963 announced wallets are discovered (wagmi's option). Default true. */
  multiInjectedProviderDiscovery?: boolean | undefined
  /**
   * The WalletConnect relay. Defaults to the public relay (wss://relay.walletconnect.org); point it
   * at apps/cloud's development relay (ws://127.0.0.1:8787) to work on one machine.
   */
  relayUrl?: string | undefined
  /** Set false to leave WalletConnect out (only browser wallets). Default true. */
  walletConnect?: boolean | undefined
}

const supported: ReadonlySet<string> = new Set<keyof WagmiAdapterOptions>([
  'networks',
  'projectId',
  'ssr',
  'storage',
  'transports',
  'connectors',
  'multiInjectedProviderDiscovery',
  'relayUrl',
  'walletConnect',
])

/**
 * What the Connect view lists from the adapter before wagmi loads (ChainAdapter.connectListing): the
 * wallets that announce themselves, unless the host turned that discovery off, and WalletConnect when
 * it is on and has a projectId.
 */
export function connectListingOf(
  options: WagmiAdapterOptions,
  projectId: string | undefined,
): ConnectListing {
  return {
    announcedWallets: options.multiInjectedProviderDiscovery ?? true,
    walletConnect: Boolean((options.walletConnect ?? true) && projectId),
  }
}

/**
 * Rejects an option the adapter would otherwise ignore silently (an AppKit or wagmi option Gatehouse
 * does not implement), naming it, so the host learns at once rather than from a behaviour missing.
 */
export function assertSupportedOptions(options: object): void {
  const unsupported = Object.keys(options).filter(
    (name) => !supported.has(name) && (options as Record<string, unknown>)[name] !== undefined,
  )
  if (unsupported.length === 0) return
  const names = unsupported.map((name) => `"${name}"`).join(', ')
  throw new TypeError(
    `WagmiAdapter: the option${unsupported.length > 1 ? 's' : ''} ${names} ${unsupported.length > 1 ? 'are' : 'is'} not supported by Gatehouse. ` +
      `Supported: ${[...supported].join(', ')}.`,
  )
}
