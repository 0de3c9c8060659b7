import { createRequire } from 'node:module'
import type { WalletKit } from '@reown/walletkit'
import type { Core } from '@walletconnect/core'

const require = createRequire(import.meta.url)

/**
 * Makes every WalletConnect client in this Node process skip verify.walletconnect.org and
 * pulse.walletconnect.org (the SDK's IS_VITEST switch): tests and tools run on machines that cannot
 * reach them, where each call would stall a step for seconds. Call it before creating a client.
 */
export function skipWalletConnectCloudServices(): void {
  process.env.IS_VITEST = 'true'
}

/** The WalletKit classes, loaded the way Node loads them, with the cloud services skipped. */
export function requireWalletKit(): { Core: typeof Core; WalletKit: typeof WalletKit } {
  skipWalletConnectCloudServices()
  return {
    Core: require('@walletconnect/core').Core,
    WalletKit: require('@reown/walletkit').WalletKit,
  }
}
