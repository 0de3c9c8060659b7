import type { WalletController, WalletSnapshot } from '@gatehouse/harness/wallet'
import { useSyncExternalStore } from 'react'

/** The controller's current snapshot; re-renders on every change. */
export function useWalletSnapshot(controller: WalletController): WalletSnapshot {
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot)
}
