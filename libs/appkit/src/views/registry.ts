import type { ComponentType } from 'react'
import type { Features, RouterData, View } from '@gatehouse/controllers'
import { ConnectView } from './connect/ConnectView'

/** Features whose views load from their own library, only when the feature is on. */
export type ViewFeature = 'send' | 'receive'

/** A view of the modal: its title, and its component, eager (Connect) or loaded on first use. */
export type ViewEntry = {
  title: string | ((data: RouterData | undefined) => string)
  /** The feature the view belongs to; while it is off the view cannot be opened or loaded. */
  feature?: ViewFeature
} & ({ component: ComponentType } | { load: () => Promise<{ default: ComponentType }> })

/**
 * The typed view registry (ARCHITECTURE §3). Every view but Connect is its own chunk. Feature views
 * join with `feature` set when their libraries land; views absent here cannot be opened.
 */
export const viewRegistry: Partial<Record<View, ViewEntry>> = {
  Connect: { title: 'Connect Wallet', component: ConnectView },
  ConnectingExternal: {
    title: (data) => data?.connector?.name ?? 'Connecting',
    load: () => import('./connecting-external/ConnectingExternalView'),
  },
  AllWallets: { title: 'All Wallets', load: () => import('./all-wallets/AllWalletsView') },
  ConnectingWalletConnect: {
    title: (data) => data?.wallet?.name ?? 'WalletConnect',
    load: () => import('./connecting-wc/ConnectingWalletConnectView'),
  },
  ConnectingWalletConnectBasic: {
    title: 'WalletConnect',
    load: () => import('./connecting-wc/ConnectingWalletConnectBasicView'),
  },
  Account: { title: 'Account', load: () => import('./account/AccountView') },
  Networks: { title: 'Choose Network', load: () => import('./networks/NetworksView') },
  SwitchNetwork: {
    title: (data) => data?.network?.name ?? 'Switch Network',
    load: () => import('./switch-network/SwitchNetworkView'),
  },
  UnsupportedChain: {
    title: 'Switch Network',
    load: () => import('./unsupported-chain/UnsupportedChainView'),
  },
  WalletSend: {
    title: 'Send',
    feature: 'send',
    load: () => import('@gatehouse/feature-send').then((feature) => ({ default: feature.SendView })),
  },
  WalletReceive: {
    title: 'Receive',
    feature: 'receive',
    load: () => import('@gatehouse/feature-receive').then((feature) => ({ default: feature.ReceiveView })),
  },
}

/** True when this build has the view and, for a feature's view, the feature is on. */
export function isViewAvailable(view: View, features: Features): boolean {
  const entry = viewRegistry[view]
  if (!entry) return false
  return entry.feature === undefined || features[entry.feature]
}

export function viewTitle(view: View, data: RouterData | undefined): string {
  const title = viewRegistry[view]?.title ?? view
  return typeof title === 'function' ? title(data) : title
}
