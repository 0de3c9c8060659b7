import type { ComponentType } from 'react'
import type { Features, RouterData, View } from '@gatehouse/controllers'
import { ConnectView } from './connect/ConnectView'
import { isViewFeatureOn } from './viewFeatures'

/** A view of the modal: its title, and its component, eager (Connect) or loaded on first use. */
export type ViewEntry = {
  title: string | ((data: RouterData | undefined) => string)
} & ({ component: ComponentType } | { load: () => Promise<{ default: ComponentType }> })

/**
 * The typed view registry (ARCHITECTURE §3). Every view but Connect is its own chunk; a feature's
 * views come from its library by dynamic import. Views absent here cannot be opened.
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
    load: () => import('@gatehouse/feature-send').then((feature) => ({ default: feature.SendView })),
  },
  WalletReceive: {
    title: 'Receive',
    load: () => import('@gatehouse/feature-receive').then((feature) => ({ default: feature.ReceiveView })),
  },
}

/** True when this build has the view and, for a feature's view (see viewFeatures), the feature is on. */
export function isViewAvailable(view: View, features: Features): boolean {
  return view in viewRegistry && isViewFeatureOn(view, features)
}

export function viewTitle(view: View, data: RouterData | undefined): string {
  const title = viewRegistry[view]?.title ?? view
  return typeof title === 'function' ? title(data) : title
}
