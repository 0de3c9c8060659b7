import type { SIWEConfig } from '@gatehouse/common'

/**
 * A legacy SIWE config as AppKit's `createSIWEConfig` makes it, with its defaults applied (sign-in
 * enabled and required, sign out on disconnect); pass it to `createAppKit` as `siweConfig`.
 */
export function createSIWEConfig(config: SIWEConfig): SIWEConfig {
  return { enabled: true, required: true, signOutOnDisconnect: true, ...config }
}
