import type { Server } from 'node:http'
import { solanaLocalnet } from '@gatehouse/common'
import type { WebSocketServer } from 'ws'
import { seedSolanaFixtures } from './fixtures/solanaFixtures'
import { SolanaLedger } from './ledger/SolanaLedger'
import type { LocalSolanaChain } from './LocalSolanaChain'
import { solanaRpcMethods } from './rpc/dispatchRpc'
import { startRpcHttpServer } from './server/rpcHttpServer'
import { startSubscriptionServer } from './server/subscriptionServer'

export interface LocalSolanaChainOptions {
  /** The JSON-RPC port; 0 (the default) picks a free one. */
  rpcPort?: number
  /** The subscriptions' port; 0 (the default) picks a free one. */
  wsPort?: number
}

function portOf(server: Server | WebSocketServer): number {
  const address = server.address()
  return typeof address === 'object' && address ? address.port : 0
}

function closeHttp(server: Server): Promise<void> {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(() => resolve()))
}

function closeWs(server: WebSocketServer): Promise<void> {
  for (const client of server.clients) client.terminate()
  return new Promise((resolve) => server.close(() => resolve()))
}

/**
 * Starts the local Solana chain: litesvm with the development fixtures (100 SOL per development
 * key, the GUSD and GPT mints held by each), served over HTTP JSON-RPC and WebSocket
 * subscriptions on 127.0.0.1. Its genesis hash is `solanaLocalnetGenesisHash`.
 */
export async function startLocalSolanaChain(options: LocalSolanaChainOptions = {}): Promise<LocalSolanaChain> {
  const ledger = new SolanaLedger()
  const { faucet, tokens } = await seedSolanaFixtures(ledger)
  const rpc = await startRpcHttpServer(solanaRpcMethods({ ledger, faucet }), options.rpcPort ?? 0)
  let subscriptions: WebSocketServer
  try {
    subscriptions = await startSubscriptionServer(ledger, options.wsPort ?? 0)
  } catch (error) {
    await closeHttp(rpc)
    throw error
  }
  return {
    caipNetworkId: solanaLocalnet.caipNetworkId as `solana:${string}`,
    rpcUrl: `http://127.0.0.1:${portOf(rpc)}`,
    wsUrl: `ws://127.0.0.1:${portOf(subscriptions)}`,
    tokens,
    async stop() {
      await Promise.all([closeHttp(rpc), closeWs(subscriptions)])
    },
  }
}
