import { useMemo, useSyncExternalStore } from 'react'
import { createSolanaRpc, type Rpc, type SolanaRpcApi } from '@solana/kit'
import type { Network } from '@gatehouse/common'
import { localNetworkMemory, rememberedNetwork } from '@gatehouse/controllers'
import { newestSolanaAdapter, type SolanaNetworkSource } from './newestAdapter'
import { defaultSolanaNetworks } from './networks/solanaChains'
import { solanaNetworkMemoryKey } from './runtime/solanaNetworkMemory'
import type { SolanaAdapter } from './SolanaAdapter'

export type { SolanaWalletProvider, SolanaPublicKey, SolanaSendOptions } from './runtime/walletProvider'

/** What `useAppKitConnection` returns. */
export interface AppKitConnection {
  /**
   * An @solana/kit RPC client for the active Solana network (AppKit returns a web3.js
   * `Connection`; kit's `Rpc` does the same calls, each ending in `.send()`:
   * `await connection.getBalance(address).send()`). Undefined until a Solana network is known.
   */
  connection: Rpc<SolanaRpcApi> | undefined
  /** The network the connection talks to. */
  network: Network | undefined
}

const noAdapter = () => () => undefined

/** The adapter's network, or before its runtime loads the one the visitor used last. */
function networkOf(adapter: SolanaNetworkSource | undefined): Network | undefined {
  if (!adapter) return undefined
  const networks = adapter.networks.length > 0 ? adapter.networks : defaultSolanaNetworks
  return adapter.activeNetwork ?? rememberedNetwork(localNetworkMemory(solanaNetworkMemoryKey), networks)
}

/**
 * A connection to the active Solana network (AppKit's `useAppKitConnection` from
 * `@reown/appkit-adapter-solana/react`): it follows the network the adapter connects on and
 * switches to. Uses the newest `SolanaAdapter`, or the one given.
 */
export function useAppKitConnection(options: { adapter?: SolanaAdapter } = {}): AppKitConnection {
  const adapter = options.adapter ?? newestSolanaAdapter()
  const network = useSyncExternalStore(
    adapter ? (listener) => adapter.subscribeNetwork(listener) : noAdapter,
    () => networkOf(adapter),
    () => undefined,
  )
  const url = network?.rpcUrls.default.http[0]
  const connection = useMemo(() => (url ? createSolanaRpc(url) : undefined), [url])
  return { connection, network }
}
