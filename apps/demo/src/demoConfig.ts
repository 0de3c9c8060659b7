import {
  arbitrum,
  bitcoin,
  bitcoinLocalnet,
  bitcoinTestnet,
  defineNetwork,
  localhost,
  mainnet,
  solana,
  solanaDevnet,
  solanaLocalnet,
  solanaTestnet,
  withRpcUrl,
  type Network,
} from '@gatehouse/appkit/networks'
import { safeUrl } from '@gatehouse/common'

/** What the server that hosts the demo tells it: the local chains' RPC URLs picked at run time. */
export interface DemoConfig {
  projectId: string
  chains: { chainId: number; rpcUrl: string }[]
  /** apps/cloud: configuration, wallet catalogue and images. */
  apiUrl?: string
  /** apps/cloud's WalletConnect relay. */
  relayUrl?: string
  /** apps/cloud's embedded-wallet frame (its own origin); by default the API's port + 1, `/frame`. */
  embeddedWalletUrl?: string
  /** The local Solana chain (tools' litesvm JSON-RPC and subscriptions), when the host started one. */
  solana?: { rpcUrl: string; wsUrl: string }
  /** The local Bitcoin chain's mempool.space-style REST base (tools' bcoin regtest), when the host started one. */
  bitcoin?: { restUrl: string }
}

declare global {
  interface Window {
    __GATEHOUSE_DEMO__?: DemoConfig
  }
}

const fallback: DemoConfig = {
  projectId: 'gatehouse-demo',
  apiUrl: 'http://127.0.0.1:8787',
  relayUrl: 'ws://127.0.0.1:8787',
  chains: [
    { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' },
    { chainId: 1337, rpcUrl: 'http://127.0.0.1:8546' },
  ],
}

/**
 * The local Solana chain's endpoints from the configuration, when both are well-formed: the RPC an
 * http(s) URL, the subscriptions a ws(s) URL. Anything else reads as no Solana chain.
 */
export function demoSolanaEndpoints(config: DemoConfig): { rpcUrl: string; wsUrl: string } | undefined {
  const solana: unknown = config.solana
  if (typeof solana !== 'object' || solana === null) return undefined
  const { rpcUrl, wsUrl } = solana as Record<string, unknown>
  const rpc = safeUrl(rpcUrl, 'web')
  if (!rpc || typeof wsUrl !== 'string' || !URL.canParse(wsUrl)) return undefined
  const ws = new URL(wsUrl)
  return ws.protocol === 'ws:' || ws.protocol === 'wss:'
    ? { rpcUrl: rpc, wsUrl: ws.href.replace(/\/$/, '') }
    : undefined
}

/**
 * The local Bitcoin chain's REST base from the configuration, when it is an http(s) URL (without a
 * trailing slash). Anything else reads as no Bitcoin chain.
 */
export function demoBitcoinEndpoint(config: DemoConfig): { restUrl: string } | undefined {
  const bitcoin: unknown = config.bitcoin
  if (typeof bitcoin !== 'object' || bitcoin === null) return undefined
  const restUrl = safeUrl((bitcoin as Record<string, unknown>).restUrl, 'web')
  return restUrl ? { restUrl: restUrl.replace(/\/$/, '') } : undefined
}

/** The second local chain, to switch to. */
const localDevnet = defineNetwork({
  id: 1337,
  chainNamespace: 'eip155',
  name: 'Local Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  testnet: true,
})

export function demoConfig(): DemoConfig {
  return window.__GATEHOUSE_DEMO__ ?? fallback
}

/**
 * The first local chain stands in for a main network in the demo: it is declared a development chain,
 * not a testnet, so that the account's name shows (docs/reference/validation.md#identity-lookup: identities are looked up only on
 * EVM networks that are not testnets, and the demo's names are registered on this chain). The second local chain
 * stays a testnet, where the rule hides names.
 */
const localMain: Network = { ...localhost, testnet: false }

/**
 * The demo's networks: the two local chains first, then Ethereum and Arbitrum One; then Solana: the
 * local Solana chain first when one runs, then mainnet, devnet and testnet; then Bitcoin likewise.
 */
export function demoNetworks(config: DemoConfig): [Network, ...Network[]] {
  const rpcOf = (chainId: number, network: Network) => {
    const configured = config.chains.find((chain) => chain.chainId === chainId)
    return configured ? withRpcUrl(network, configured.rpcUrl) : network
  }
  return [
    rpcOf(31337, localMain),
    rpcOf(1337, localDevnet),
    mainnet,
    arbitrum,
    ...demoSolanaNetworks(config),
    ...demoBitcoinNetworks(config),
  ]
}

/** The Solana networks of the demo: the local chain (at its run-time URLs) when one runs, mainnet, devnet, testnet. */
export function demoSolanaNetworks(config: DemoConfig): Network[] {
  const endpoints = demoSolanaEndpoints(config)
  const local = endpoints
    ? [
        {
          ...solanaLocalnet,
          rpcUrls: { default: { http: [endpoints.rpcUrl], webSocket: [endpoints.wsUrl] } },
        },
      ]
    : []
  return [...local, solana, solanaDevnet, solanaTestnet]
}

const switchableFeatures = ['send', 'receive', 'activity', 'onramp', 'swaps', 'email', 'socials'] as const

/**
 * Options the page's query string may set, to try them: catalogue options
 * (`?featured=…&include=…&exclude=…&manualWC=1`), features to turn off (`?off=send,activity`) and the
 * language (`?locale=ar`).
 */
export function demoQueryOptions(search: string) {
  const query = new URLSearchParams(search)
  const ids = (key: string) => query.get(key)?.split(',').filter(Boolean)
  const off = switchableFeatures.filter((feature) => ids('off')?.includes(feature))
  return {
    // Swaps are on in the demo (the local chains have their markets), unless `?off=swaps`.
    features: { swaps: true, ...Object.fromEntries(off.map((feature) => [feature, false])) },
    ...(ids('featured') ? { featuredWalletIds: ids('featured') } : {}),
    ...(ids('include') ? { includeWalletIds: ids('include') } : {}),
    ...(ids('exclude') ? { excludeWalletIds: ids('exclude') } : {}),
    ...(query.get('manualWC') === '1' ? { manualWCControl: true } : {}),
    // `?locale=ar` shows the modal and the connect button in Arabic (right to left), `?locale=es` in Spanish.
    ...(query.get('locale') ? { locale: query.get('locale') as string } : {}),
  }
}

/**
 * The Bitcoin networks of the demo: the local regtest chain (at its run-time REST base) when one
 * runs, then mainnet and testnet.
 */
export function demoBitcoinNetworks(config: DemoConfig): Network[] {
  const endpoint = demoBitcoinEndpoint(config)
  const local = endpoint ? [{ ...bitcoinLocalnet, rpcUrls: { default: { http: [endpoint.restUrl] } } }] : []
  return [...local, bitcoin, bitcoinTestnet]
}
