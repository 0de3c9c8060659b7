import type { Server } from 'node:http'
import { bitcoinLocalnet } from '@gatehouse/common'
import { seedBitcoinFixtures } from './fixtures/bitcoinFixtures'
import { launcherAddress, launcherWallet } from './fixtures/launcherWallet'
import { autoMiner } from './autoMiner'
import type { LocalBitcoinChain } from './LocalBitcoinChain'
import { startBcoinNode } from './node/startBcoinNode'
import { addressRoutes } from './rest/addressRoutes'
import { blockRoutes } from './rest/blockRoutes'
import { feeRoutes } from './rest/feeRoutes'
import { startRestServer } from './rest/restServer'
import { txRoutes } from './rest/txRoutes'

export interface LocalBitcoinChainOptions {
  /** The REST layer's port on 127.0.0.1 (default 18445, `bitcoinLocalnet`'s); 0 picks a free one. */
  restPort?: number
  /** Mine a block ~2 s after each new transaction (default off; `npm start` turns it on). */
  autoMine?: boolean
}

/** The default REST port, the one `bitcoinLocalnet`'s REST base names. */
export const defaultBitcoinRestPort = 18445
const autoMineDelayMs = 2000

function closeHttp(server: Server): Promise<void> {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(() => resolve()))
}

/**
 * Starts the local Bitcoin chain: bcoin in regtest (a child process, see `startBcoinNode`) mined
 * past segwit's activation, each development payment address holding 3 + 2 BTC, behind a
 * mempool.space-style REST layer on 127.0.0.1:`restPort` under `/api`. Rejects (stopping the node)
 * when the port is taken.
 */
export async function startLocalBitcoinChain(
  options: LocalBitcoinChainOptions = {},
): Promise<LocalBitcoinChain> {
  const node = await startBcoinNode()
  try {
    const wallet = launcherWallet(node)
    await seedBitcoinFixtures(node, wallet)
    const mine = async (blocks = 1) => {
      await node.rpc('generatetoaddress', [blocks, launcherAddress])
      return node.rpc<number>('getblockcount')
    }
    const miner = autoMiner(mine, autoMineDelayMs)
    const transactionAdded = () => {
      if (options.autoMine) miner.transactionAdded()
    }
    const routes = [
      ...addressRoutes(node),
      ...txRoutes(node, transactionAdded),
      ...feeRoutes(),
      ...blockRoutes(node),
    ]
    const restPort = options.restPort ?? defaultBitcoinRestPort
    const server = await startRestServer(routes, restPort).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') throw error
      throw new Error(
        `The local Bitcoin chain's REST API cannot listen on 127.0.0.1:${restPort}: the port is busy`,
      )
    })
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    return {
      caipNetworkId: bitcoinLocalnet.caipNetworkId as `bip122:${string}`,
      restUrl: `http://127.0.0.1:${port}/api`,
      mine,
      async fund(address, sats) {
        const txid = await wallet.pay([{ address, sats }])
        transactionAdded()
        return txid
      },
      async stop() {
        miner.stop()
        await closeHttp(server)
        await node.stop()
      },
    }
  } catch (error) {
    await node.stop()
    throw error
  }
}
