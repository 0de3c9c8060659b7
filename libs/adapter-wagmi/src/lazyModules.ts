/**
 * The shapes of the adapter's lazily loaded chunks, as types only: `WagmiAdapter` imports these
 * modules dynamically, so nothing here may ever become a value import.
 */
import type * as DiscoveryModule from './discovery/announcedConnectors'
import type * as RuntimeModule from './runtime/createWagmiRuntime'

export type { WagmiRuntime } from './runtime/createWagmiRuntime'

/** The module that holds the adapter's wagmi code. */
export type WagmiRuntimeModule = typeof RuntimeModule

/** The small module that lists the announced wallets before wagmi loads. */
export type AnnouncedConnectorsModule = typeof DiscoveryModule
