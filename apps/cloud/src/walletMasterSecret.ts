import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { loadMasterSecretFile, masterSecretFileName } from './embedded/masterSecret'
import { log } from './logging/log'
import type { StartCloudOptions } from './startCloudOptions'

/**
 * The embedded wallet's master secret: as given; else the file in `dataDir` (created on first
 * start); else none with `databaseUrl` (the wallet is off, with a warning); else random for this
 * process, whose data is in memory.
 */
export async function walletMasterSecretOf(options: StartCloudOptions): Promise<Uint8Array | undefined> {
  if (options.walletMasterSecret) return options.walletMasterSecret
  if (options.dataDir) return loadMasterSecretFile(join(options.dataDir, masterSecretFileName), true)
  if (options.databaseUrl) {
    log.warn('the embedded wallet is off: no master secret (GATEHOUSE_CLOUD_WALLET_SECRET) was given')
    return undefined
  }
  return Uint8Array.from(randomBytes(32))
}
