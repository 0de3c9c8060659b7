import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SampleWalletConfig } from '@gatehouse/harness/wallet/node'
import { serveStatic } from '../serve/serveStatic'
import { sampleWalletConfigScript } from './sampleWalletConfigScript'

/** Where `nx run @gatehouse/sample-wallet:build` puts the sample wallet. */
export const sampleWalletDist = fileURLToPath(new URL('../../../apps/sample-wallet/dist', import.meta.url))

export interface SampleWalletServer {
  /** The wallet page; append `?uri=wc:…` to pair at once. */
  url: string
  close(): Promise<void>
}

/**
 * Serves the built sample wallet on 127.0.0.1 with its configuration in the page. Tests open it in a
 * second browser page to play the wallet side of a WalletConnect session.
 */
export async function startSampleWallet(
  options: SampleWalletConfig & { distDir?: string },
): Promise<SampleWalletServer> {
  const { distDir = sampleWalletDist, ...config } = options
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(
      `The sample wallet is not built in ${distDir}: run 'npx nx run @gatehouse/sample-wallet:build'.`,
    )
  }
  const server = await serveStatic(distDir, { htmlHead: sampleWalletConfigScript(config) })
  return { url: server.url, close: () => server.close() }
}
