import type { RouterData } from '@gatehouse/controllers'
import type { AppkitMessages } from '../i18n/appkitMessages'
import ConnectView from './connect/ConnectView'
import { titleIn, type RegistryEntry, type RegistryName, type ViewRegistry } from './registryShape'
import type { RegisteredName } from './viewGates'

export { isViewAvailable } from './viewGates'

/** An entry of the email feature: its component is one of the library's exports. */
function emailEntry(
  title: RegistryEntry['title'],
  component:
    | 'EmailField'
    | 'EmailVerifyOtpView'
    | 'EmailVerifyDeviceView'
    | 'UpdateEmailWalletView'
    | 'UpdateEmailPrimaryOtpView'
    | 'UpdateEmailSecondaryOtpView',
): RegistryEntry {
  return {
    title,
    feature: 'email',
    load: () => import('@gatehouse/feature-email').then((feature) => ({ default: feature[component] })),
  }
}

/** An entry of the socials feature: its component is one of the library's exports. */
function socialsEntry(
  title: RegistryEntry['title'],
  component: 'SocialLoginButtons' | 'ConnectSocialsView' | 'ConnectingSocialView',
): RegistryEntry {
  return {
    title,
    feature: 'socials',
    load: () => import('@gatehouse/feature-socials').then((feature) => ({ default: feature[component] })),
  }
}

/**
 * The one view registry (docs/architecture/lazy-loading.md#view-registry), for views and lazy tabs alike. Every view is its own
 * chunk (Connect's is the modal's own); a feature's views and tabs come from its library by
 * dynamic import. A view absent here cannot be opened; everything else (titles, gating, loading)
 * derives from it. Its names and gates are also in viewGates.ts, which is all the page needs before
 * the modal loads: this table lives in the modal's chunk, so every view chunk loads from there.
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
  'Account/activity': {
    title: (m) => m.tabActivity(),
    feature: 'activity',
    load: () => import('@gatehouse/feature-activity').then((feature) => ({ default: feature.ActivityList })),
  },
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
  Swap: {
    title: (m) => m.titleSwap(),
    feature: 'swaps',
    load: () => import('@gatehouse/feature-swaps').then((feature) => ({ default: feature.SwapView })),
  },
  WalletSend: {
    title: (m) => m.titleSend(),
    feature: 'send',
    load: () => import('@gatehouse/feature-send').then((feature) => ({ default: feature.SendView })),
  },
  WalletReceive: {
    title: (m) => m.titleReceive(),
    feature: 'receive',
    load: () => import('@gatehouse/feature-receive').then((feature) => ({ default: feature.ReceiveView })),
  },
  OnRampProviders: {
    title: (m) => m.titleBuy(),
    feature: 'onramp',
    load: () =>
      import('@gatehouse/feature-onramp').then((feature) => ({ default: feature.OnRampProvidersView })),
  },
  OnRampTokenSelect: {
    title: (m) => m.titleBuy(),
    feature: 'onramp',
    load: () =>
      import('@gatehouse/feature-onramp').then((feature) => ({ default: feature.OnRampTokenSelectView })),
  },
  BuyInProgress: {
    title: (m) => m.titleBuyInProgress(),
    feature: 'onramp',
    load: () =>
      import('@gatehouse/feature-onramp').then((feature) => ({ default: feature.BuyInProgressView })),
  },
  RegisterAccountName: {
    title: (m) => m.titleRegisterAccountName(),
    load: () =>
      import('@gatehouse/feature-names').then((feature) => ({ default: feature.RegisterAccountNameView })),
  },
  RegisterAccountNameSuccess: {
    title: (m) => m.titleRegisterAccountNameSuccess(),
    load: () =>
      import('@gatehouse/feature-names').then((feature) => ({
        default: feature.RegisterAccountNameSuccessView,
      })),
  },
  SIWXSignMessage: {
    title: (m) => m.titleSignIn(),
    feature: 'siwx',
    load: () =>
      import('@gatehouse/feature-siwx').then((feature) => ({ default: feature.SIWXSignMessageView })),
  },
  ApproveTransaction: {
    title: (m) => m.titleApproveTransaction(),
    load: () => import('./approve-transaction/ApproveTransactionView'),
  },
  // E-mail login (libs/feature-email): the Connect view's field, then the code, device and e-mail change views.
  'Connect/email': emailEntry((m) => m.titleEmailLogin(), 'EmailField'),
  EmailVerifyOtp: emailEntry((m) => m.titleEmailVerifyOtp(), 'EmailVerifyOtpView'),
  EmailVerifyDevice: emailEntry((m) => m.titleEmailVerifyDevice(), 'EmailVerifyDeviceView'),
  UpdateEmailWallet: emailEntry((m) => m.titleUpdateEmail(), 'UpdateEmailWalletView'),
  UpdateEmailPrimaryOtp: emailEntry((m) => m.titleUpdateEmailPrimary(), 'UpdateEmailPrimaryOtpView'),
  UpdateEmailSecondaryOtp: emailEntry((m) => m.titleUpdateEmailSecondary(), 'UpdateEmailSecondaryOtpView'),
  // Farcaster sign-in (libs/feature-socials/src/farcaster): the QR code and link of the Farcaster app.
  ConnectingFarcaster: {
    title: (m) => m.titleFarcaster(),
    feature: 'socials',
    load: () =>
      import('@gatehouse/feature-socials')
        .then((feature) => feature.loadConnectingFarcasterView())
        .then((view) => ({ default: view.ConnectingFarcasterView })),
  },
  // Social login (libs/feature-socials): the Connect view's buttons, the list of every provider, the popup.
  'Connect/socials': socialsEntry((m) => m.titleSocialLogin(), 'SocialLoginButtons'),
  ConnectSocials: socialsEntry((m) => m.titleConnectSocials(), 'ConnectSocialsView'),
  ConnectingSocial: socialsEntry((m) => m.titleConnectingSocial(), 'ConnectingSocialView'),
} satisfies Record<RegisteredName, RegistryEntry>

/** The title of a view (the modal's header) or of a tab in the modal's language, with the view's data. */
export function viewTitle(
  name: RegistryName,
  data: RouterData | undefined,
  messages: AppkitMessages,
): string {
  return titleIn(viewRegistry, name, messages, data)
}
