import type { Features, RouterData, View } from '@gatehouse/controllers'
import { ConnectView } from './connect/ConnectView'
import { isAvailableIn, titleIn, type RegistryName, type ViewRegistry } from './registryShape'

/**
 * The one view registry (ARCHITECTURE §3), for views and lazy tabs alike. Every view but Connect is
 * its own chunk; a feature's views and tabs come from its library by dynamic import. A view absent
 * here cannot be opened; everything else (availability, titles, gating, loading) derives from it.
 */
export const viewRegistry: ViewRegistry = {
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
  'Account/activity': {
    title: 'Activity',
    feature: 'activity',
    load: () => import('@gatehouse/feature-activity').then((feature) => ({ default: feature.ActivityList })),
  },
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

/** The `isViewAvailable` the kit checks `open({ view })` against: the view exists and its feature is on. */
export function isViewAvailable(view: View, features: Features): boolean {
  return isAvailableIn(viewRegistry, view, features)
}

/** The title of a view (the modal's header) or of a tab, with the view's data. */
export function viewTitle(name: RegistryName, data?: RouterData): string {
  return titleIn(viewRegistry, name, data)
}
