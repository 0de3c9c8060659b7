import { randomUUID } from 'node:crypto'
import type { IWalletKit } from '@reown/walletkit'
import { requireWalletKit } from './walletConnectSdk'

/** Options for a WalletKit peer in this Node process. */
export interface NodeWalletKitOptions {
  relayUrl: string
  projectId: string
  name: string
  /** Pino level of the SDK's own log; 'error' by default. */
  logLevel?: string
}

/**
 * Starts a WalletKit on the relay for a wallet living in this process: in-memory storage (the default
 * writes files in the working directory) and its own storage prefix (two clients in one process
 * would otherwise share one Core).
 */
export async function loadWalletKit(options: NodeWalletKitOptions): Promise<IWalletKit> {
  const { Core, WalletKit } = requireWalletKit()
  const core = new Core({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    customStoragePrefix: `gatehouse-node-wallet-${randomUUID()}`,
    storageOptions: { database: ':memory:' },
    logger: options.logLevel ?? 'error',
    telemetryEnabled: false,
  })
  return WalletKit.init({
    core,
    metadata: {
      name: options.name,
      description: 'A Gatehouse test wallet in Node (anvil development keys).',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
}

/** Stops the kit's relay socket and heartbeat so the process can exit. */
export async function stopWalletKit(kit: IWalletKit): Promise<void> {
  kit.core.heartbeat.stop()
  await kit.core.relayer.transportClose().catch(() => undefined)
}
