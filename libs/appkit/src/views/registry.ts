import type { ComponentType } from 'react'
import type { Features, RouterData, View } from '@gatehouse/controllers'
import type { AppkitMessages } from '../i18n/appkitMessages'
import { ConnectView } from './connect/ConnectView'
import { isViewFeatureOn } from './viewFeatures'

/**
 * A view of the modal: its title in the modal's language (or a name from its data, such as the
 * wallet's), and its component, eager (Connect) or loaded on first use.
 */
export type ViewEntry = {
  title: (messages: AppkitMessages, data: RouterData | undefined) => string
} & ({ component: ComponentType } | { load: () => Promise<{ default: ComponentType }> })

/**
 * The typed view registry (ARCHITECTURE §3). Every view but Connect is its own chunk; a feature's
 * views come from its library by dynamic import. Views absent here cannot be opened.
 */
export const viewRegistry: Partial<Record<View, ViewEntry>> = {
  Connect: { title: (m) => m.titleConnect(), component: ConnectView },
  ConnectingExternal: {
    title: (m, data) => data?.connector?.name ?? m.titleConnecting(),
    load: () => import('./connecting-external/ConnectingExternalView'),
  },
  AllWallets: { title: (m) => m.titleAllWallets(), load: () => import('./all-wallets/AllWalletsView') },
  ConnectingWalletConnect: {
    title: (m, data) => data?.wallet?.name ?? m.titleWalletConnect(),
    load: () => import('./connecting-wc/ConnectingWalletConnectView'),
  },
  ConnectingWalletConnectBasic: {
    title: (m) => m.titleWalletConnect(),
    load: () => import('./connecting-wc/ConnectingWalletConnectBasicView'),
  },
  Account: { title: (m) => m.titleAccount(), load: () => import('./account/AccountView') },
  Networks: { title: (m) => m.titleNetworks(), load: () => import('./networks/NetworksView') },
  SwitchNetwork: {
    title: (m, data) => data?.network?.name ?? m.titleSwitchNetwork(),
    load: () => import('./switch-network/SwitchNetworkView'),
  },
  UnsupportedChain: {
    title: (m) => m.titleSwitchNetwork(),
    load: () => import('./unsupported-chain/UnsupportedChainView'),
  },
  WalletSend: {
    title: (m) => m.titleSend(),
    load: () => import('@gatehouse/feature-send').then((feature) => ({ default: feature.SendView })),
  },
  WalletReceive: {
    title: (m) => m.titleReceive(),
    load: () => import('@gatehouse/feature-receive').then((feature) => ({ default: feature.ReceiveView })),
  },
}

/** True when this build has the view and, for a feature's view (see viewFeatures), the feature is on. */
export function isViewAvailable(view: View, features: Features): boolean {
  return view in viewRegistry && isViewFeatureOn(view, features)
}

/** A view's title in the modal's language. */
export function viewTitle(view: View, data: RouterData | undefined, messages: AppkitMessages): string {
  return viewRegistry[view]?.title(messages, data) ?? view
}
