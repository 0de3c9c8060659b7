import type { SolanaAdapter } from './SolanaAdapter'

/**
 * The newest SolanaAdapter the page made, for `useAppKitConnection()` without arguments (AppKit's
 * hook takes none). The host-facing binding only; the adapter itself keeps no module state.
 */
let newest: SolanaAdapter | undefined

export function registerSolanaAdapter(adapter: SolanaAdapter): void {
  newest = adapter
}

export function newestSolanaAdapter(): SolanaAdapter | undefined {
  return newest
}
