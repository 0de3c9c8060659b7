import { existsSync } from 'node:fs'
import Module, { createRequire } from 'node:module'
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

const esmBuild = /[\\/]node_modules[\\/]@(?:walletconnect|reown)[\\/][^\\/]+[\\/]dist[\\/]index\.js$/
let steered = false

/**
 * Vitest runs its workers with `--conditions module`, so Node resolves the WalletConnect packages to
 * their ESM builds, which only a bundler can run (they default-import CommonJS packages and import
 * `brotli/decompress` without an extension). When that is the case, point every resolution of a
 * WalletConnect package's `dist/index.js` at the `dist/index.cjs` next to it: the build plain Node uses.
 */
function steerToCommonJsBuilds() {
  if (steered || !esmBuild.test(require.resolve('@walletconnect/core'))) return
  steered = true
  const internals = Module as unknown as { _resolveFilename: (...args: unknown[]) => string }
  const resolveFilename = internals._resolveFilename
  internals._resolveFilename = function (this: unknown, ...args: unknown[]) {
    const file = resolveFilename.apply(this, args)
    const commonJs = esmBuild.test(file) ? file.replace(/\.js$/, '.cjs') : undefined
    return commonJs && existsSync(commonJs) ? commonJs : file
  }
}

/**
 * Loads the SDK for a client in this Node process. Sets IS_VITEST first: the SDK then skips
 * verify.walletconnect.org and pulse.walletconnect.org, which this machine cannot reach and which
 * would otherwise stall each step for seconds.
 */
export function requireWalletConnect(): WalletConnectSdk {
  process.env.IS_VITEST = 'true'
  steerToCommonJsBuilds()
  return {
    Core: require('@walletconnect/core').Core,
    WalletKit: require('@reown/walletkit').WalletKit,
    SignClient: require('@walletconnect/sign-client').SignClient,
  }
}
