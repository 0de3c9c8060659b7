import type { ChainAdapter } from '@gatehouse/appkit'
import { solanaLocalnet, type Network } from '@gatehouse/common'
import type { DemoConfig } from './demoConfig'

/** The local Solana chain `npm start` runs, unless the server that hosts the demo names another. */
const fallbackSolana = { rpcUrl: 'http://127.0.0.1:8899', wsUrl: 'ws://127.0.0.1:8900' }

/**
 * With `?chain=solana` the demo is a Solana host: the Solana adapter (Wallet Standard wallets) on the
 * local Solana chain, whose balances and history apps/cloud serves. Its code loads only then.
 */
export async function demoSolana(
  search: string,
  config: DemoConfig,
): Promise<{ adapters: ChainAdapter[]; networks: [Network, ...Network[]] } | undefined> {
  if (new URLSearchParams(search).get('chain') !== 'solana') return undefined
  const { rpcUrl, wsUrl } = config.solana ?? fallbackSolana
  const local: Network = { ...solanaLocalnet, rpcUrls: { default: { http: [rpcUrl], webSocket: [wsUrl] } } }
  const { SolanaAdapter } = await import('@gatehouse/adapter-solana')
  return { adapters: [new SolanaAdapter({ networks: [local] })], networks: [local] }
}
