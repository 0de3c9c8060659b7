import type { Network } from '@gatehouse/common'

/** What `useAppKitConnection()` reads of a SolanaAdapter: its networks and the one it is on. */
export interface SolanaNetworkSource {
  readonly networks: readonly Network[]
  readonly activeNetwork: Network | undefined
  subscribeNetwork(listener: () => void): () => void
}

/**
 * The newest SolanaAdapter the page made, for `useAppKitConnection()` without arguments (AppKit's
 * hook takes none). The host-facing binding only; the adapter itself keeps no module state.
 */
let newest: SolanaNetworkSource | undefined

export function registerSolanaAdapter(adapter: SolanaNetworkSource): void {
  newest = adapter
}

export function newestSolanaAdapter(): SolanaNetworkSource | undefined {
  return newest
}
