import type { Locale } from '@gatehouse/common'
import type { AnyFeatureManifest, RouterData } from '@gatehouse/controllers'
import { features } from '../features'
import type { AppkitMessages } from '../i18n/appkitMessages'
import ConnectView from './connect/ConnectView'
import { featureMessages, loadFeatureView } from './loadedFeatures'
import { titleIn, type RegistryEntry, type RegistryName, type ViewRegistry } from './registryShape'

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

/**
 * The one view registry (docs/architecture/lazy-loading.md#view-registry), for views and lazy tabs alike. Every view is its own
 * chunk (Connect's is the modal's own); a feature's views and tabs come from its library by
 * dynamic import. A view absent here cannot be opened; everything else (titles, gating, loading)
 * derives from it. The modal's own views are listed here; the features' come from their manifests,
 * the same list viewGates.ts reads.
 */
export const viewRegistry: ViewRegistry = {
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
  // Every feature's views and tabs, from its manifest (src/features.ts).
  ...Object.fromEntries(
    features.flatMap((feature: AnyFeatureManifest) =>
      Object.entries(feature.views).map(([name, view]): [string, RegistryEntry] => [
        name,
        {
          title: (_messages, data, locale) => {
            const messages = featureMessages(feature, locale)
            return messages === undefined ? '' : view.title(messages, data)
          },
          feature,
          load: () => loadFeatureView(feature, view),
        },
      ]),
    ),
  ),
} satisfies Record<CoreView, RegistryEntry>

/** The title of a view (the modal's header) or of a tab in the modal's language, with the view's data. */
export function viewTitle(
  name: RegistryName,
  data: RouterData | undefined,
  messages: AppkitMessages,
  locale: Locale = 'en',
): string {
  return titleIn(viewRegistry, name, messages, data, locale)
}
