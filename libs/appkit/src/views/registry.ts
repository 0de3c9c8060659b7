import type { AnyFeatureManifest } from '@gatehouse/controllers'
import ConnectView from './connect/ConnectView'
import { featureMessages } from './featureCode'
import { loadFeatureView } from './loadedFeatures'
import type { RegistryEntry, ViewRegistry } from './registryShape'

/** The modal's own views: always there, gated by no feature. */
export type CoreView =
  | 'Connect'
  | 'ConnectingExternal'
  | 'AllWallets'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'Account'
  | 'Networks'
  | 'SwitchNetwork'
  | 'SwitchActiveChain'
  | 'ConnectingMultiChain'
  | 'UnsupportedChain'
  | 'ApproveTransaction'

/** The modal's own views, each its own chunk (Connect's is the modal's own). */
const coreViews = {
  // The view most visitors open the modal on is part of the modal's own chunk (see loadModal).
  Connect: { title: (m) => m.titleConnect(), load: async () => ({ default: ConnectView }) },
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
  SwitchActiveChain: {
    title: (m) => m.titleSwitchActiveChain(),
    load: () => import('./switch-active-chain/SwitchActiveChainView'),
  },
  ConnectingMultiChain: {
    title: (m, data) => data?.connector?.name ?? m.titleChooseChain(),
    load: () => import('./connecting-multi-chain/ConnectingMultiChainView'),
  },
  UnsupportedChain: {
    title: (m) => m.titleSwitchNetwork(),
    load: () => import('./unsupported-chain/UnsupportedChainView'),
  },
  ApproveTransaction: {
    title: (m) => m.titleApproveTransaction(),
    load: () => import('./approve-transaction/ApproveTransactionView'),
  },
} satisfies Record<CoreView, RegistryEntry>

/** A feature's views and tabs, from its manifest: titled from its messages, loaded by its import. */
function featureViews(feature: AnyFeatureManifest): [string, RegistryEntry][] {
  return Object.entries(feature.views).map(([name, view]): [string, RegistryEntry] => [
    name,
    {
      title: (_messages, data, locale) => {
        const messages = featureMessages(feature, locale)
        return messages === undefined ? '' : view.title(messages, data)
      },
      feature,
      load: () => loadFeatureView(feature, view),
    },
  ])
}

const registries = new WeakMap<readonly AnyFeatureManifest[], ViewRegistry>()

/**
 * The view registry of a modal with these features (docs/architecture/lazy-loading.md#view-registry),
 * for views and lazy tabs alike: the modal's own views and each feature's, from its manifest (the
 * kit's list is src/features.ts; a story passes the features it shows). A feature's views and tabs
 * come from its library by dynamic import. A view absent here cannot be opened; everything else
 * (titles, gating, loading) derives from it. One registry per list, so the components it loads keep
 * their identity from one render to the next.
 */
export function viewRegistryOf(features: readonly AnyFeatureManifest[]): ViewRegistry {
  let registry = registries.get(features)
  if (!registry) {
    registry = { ...coreViews, ...Object.fromEntries(features.flatMap(featureViews)) }
    registries.set(features, registry)
  }
  return registry
}
