import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sampleWalletDist } from '../startSampleWallet'

/**
 * Builds apps/sample-wallet when its dist is missing (a fresh checkout running the tools tests on
 * their own). A stale build is not detected: `nx run @gatehouse/sample-wallet:build` refreshes it.
 */
export async function ensureSampleWalletBuilt(): Promise<void> {
  if (existsSync(join(sampleWalletDist, 'index.html'))) return
  const root = fileURLToPath(new URL('../../../../apps/sample-wallet', import.meta.url))
  const { build } = await import('vite')
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn' })
}
