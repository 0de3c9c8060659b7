import type { ChainNamespace } from '@gatehouse/common'
import { loadedKitOf } from '../api/kitRegistry'
import type { AppKit } from '../api/types'
import type { WalletProviderState } from './serverSnapshots'

const snapshots = new WeakMap<AppKit, Map<ChainNamespace, WalletProviderState>>()

/** The provider of a namespace as a stable object (a new one only when provider or type change). */
export function providerSnapshot(appkit: AppKit, namespace: ChainNamespace): WalletProviderState {
  const walletProvider = appkit.getWalletProvider(namespace)
  const walletProviderType = walletProvider
    ? loadedKitOf(appkit)?.connectedConnector(namespace)?.type
    : undefined
  const perInstance = snapshots.get(appkit) ?? new Map<ChainNamespace, WalletProviderState>()
  snapshots.set(appkit, perInstance)
  const previous = perInstance.get(namespace)
  if (
    previous &&
    previous.walletProvider === walletProvider &&
    previous.walletProviderType === walletProviderType
  ) {
    return previous
  }
  const next = { walletProvider, walletProviderType }
  perInstance.set(namespace, next)
  return next
}
