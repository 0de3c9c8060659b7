import type { ChainNamespace } from '@gatehouse/common'
import type { LoadEmbeddedWallet } from '../embedded/EmbeddedWalletRuntime'
import type { Features } from '../options/features'
import type { Platform } from '../platform/Platform'
import type { View } from '../router/views'
import type { StorageBackend } from '../storage/createStorage'

/** Where the kit runs; tests and servers pass their own. */
export interface KitEnvironment {
  storage?: StorageBackend
  platform?: Platform
  /**
   * Which views this build can show with these features on; `open` refuses the others with a clear
   * error (a view of a disabled feature is never loaded).
   */
  isViewAvailable?: (view: View, features: Features) => boolean
  /**
   * The switches of feature packages that the project's remote configuration may turn off, by id
   * (their manifests' `flag.remote`); other ids it does not know are ignored.
   */
  remoteSwitches?: readonly string[]
  /** The fetch the service client uses (the page's by default). */
  fetch?: typeof fetch
  /**
   * Loads the embedded wallet's code (e-mail and social login) on first need; without it, a login
   * fails as a frame that cannot load. `@gatehouse/appkit` gives `@gatehouse/embedded-wallet`.
   */
  loadEmbeddedWallet?: LoadEmbeddedWallet
}

/** Arguments of `open`. */
export interface OpenOptions {
  view?: View
  arguments?: Record<string, unknown>
  namespace?: ChainNamespace
}
