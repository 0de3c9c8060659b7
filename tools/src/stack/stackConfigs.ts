import type { SampleWalletConfig } from '@gatehouse/harness/wallet/node'

/** The demo's run-time configuration (see apps/demo/src/demoConfig.ts). */
export interface DemoConfig {
  projectId: string
  chains: { chainId: number; rpcUrl: string }[]
  /** apps/cloud's HTTP API. */
  apiUrl?: string
  /** apps/cloud's WalletConnect relay. */
  relayUrl?: string
  /** apps/cloud's embedded-wallet frame page (its own origin). */
  embeddedWalletUrl?: string
  /** The local Solana chain's JSON-RPC and subscriptions. */
  solana?: { rpcUrl: string; wsUrl: string }
  /** The local Bitcoin chain's mempool.space-style REST base (`…/api`). */
  bitcoin?: { restUrl: string }
}

/** Where the stack's parts listen, as the pages need to know it. */
export interface StackEndpoints {
  projectId: string
  cloudUrl: string
  frameUrl: string
  relayUrl: string
  chains: { chainId: number; rpcUrl: string }[]
  solana: { caipNetworkId: `solana:${string}`; rpcUrl: string; wsUrl: string }
  bitcoin: { caipNetworkId: `bip122:${string}`; restUrl: string }
}

/**
 * The configuration of the demo page and of the sample wallet page, from one description of the
 * stack: both know every chain the stack runs, so a wallet can never lack a chain the demo offers (a
 * sample wallet without the local Solana chain answered every Solana request of the demo with
 * "Missing or invalid. request() chainId").
 */
export function stackConfigs(endpoints: StackEndpoints): {
  demo: DemoConfig
  sampleWallet: SampleWalletConfig
} {
  const { projectId, relayUrl, chains, solana, bitcoin } = endpoints
  return {
    demo: {
      projectId,
      chains,
      apiUrl: endpoints.cloudUrl,
      relayUrl,
      embeddedWalletUrl: `${endpoints.frameUrl}/frame`,
      solana: { rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl },
      bitcoin: { restUrl: bitcoin.restUrl },
    },
    sampleWallet: {
      relayUrl,
      projectId,
      chains,
      solanaChains: [{ chainId: solana.caipNetworkId, rpcUrl: solana.rpcUrl }],
      bitcoinChains: [{ chainId: bitcoin.caipNetworkId, restUrl: bitcoin.restUrl }],
    },
  }
}
