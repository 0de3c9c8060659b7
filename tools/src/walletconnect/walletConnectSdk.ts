import { createRequire } from 'node:module'
import type { WalletKit } from '@reown/walletkit'
import type { Core } from '@walletconnect/core'
import type { SignClient } from '@walletconnect/sign-client'

const require = createRequire(import.meta.url)

/** The WalletConnect SDK classes, loaded the way Node loads them. */
export interface WalletConnectSdk {
  Core: typeof Core
  WalletKit: typeof WalletKit
  SignClient: typeof SignClient
}

/**
 * Loads the SDK for a client in this Node process. Sets IS_VITEST first: the SDK then skips
 * verify.walletconnect.org and pulse.walletconnect.org, which this machine cannot reach and which
 * would otherwise stall each step for seconds.
 */
export function requireWalletConnect(): WalletConnectSdk {
  process.env.IS_VITEST = 'true'
  return {
    Core: require('@walletconnect/core').Core,
    WalletKit: require('@reown/walletkit').WalletKit,
    SignClient: require('@walletconnect/sign-client').SignClient,
  }
}
