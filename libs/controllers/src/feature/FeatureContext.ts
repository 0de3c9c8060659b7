import type { AdapterRegistry } from '../adapter/createAdapterRegistry'
import type { ApiClient } from '../api/createApiClient'
import type { LazyAnalytics } from '../analytics/lazyAnalytics'
import type { BlockchainClient } from '../blockchain/createBlockchainClient'
import type { ChainController } from '../chain/createChainController'
import type { ConnectionController } from '../connection/createConnectionController'
import type { KitSignIn as SignIn } from '../kit/lazySignIn'
import type { AccountData } from '../kit/createAccountData'
import type { EmbeddedWallet } from '../embedded/EmbeddedWallet'
import type { Extensions } from '../kit/createExtensions'
import type { OptionsState } from '../options/createOptionsController'
import type { RouterController } from '../router/createRouterController'
import type { ToastController } from '../toast/createToastController'

/**
 * Everything a feature library (send, receive, activity, …) may use of its kit, by name
 * (docs/architecture/runtime.md#feature-context), never the whole kit: it reads networks, accounts and
 * options, sends through the adapters, reads balances and history, moves between views, shows toasts,
 * reports analytics events and keeps its own controller per kit. It cannot open or close the modal,
 * connect, or change networks or options. A feature receives only the members its manifest names in
 * `needs` (see FeatureContext).
 */
export interface FeatureServices {
  /** The networks and accounts of each namespace, read-only (`state` is a valtio proxy). */
  readonly chain: Pick<ChainController, 'state' | 'account' | 'network' | 'caipNetworkId'>
  /** Connection status per namespace. */
  readonly connection: Pick<ConnectionController, 'state' | 'status' | 'isConnected'>
  /** The adapters, to send through the active namespace's wallet. */
  readonly adapters: Pick<AdapterRegistry, 'find' | 'get'>
  /** The active account's token balances (cached 30 s; `load({ force: true })` reads again). */
  readonly portfolio: Pick<AccountData['portfolio'], 'state' | 'load'>
  /** Reads the active account's native balance again (at most every 30 s unless forced). */
  readonly refreshBalance: AccountData['refreshBalance']
  /** The blockchain API: balances, history, NFTs, prices, identity. */
  readonly blockchain: BlockchainClient
  /** The kit's service for calls of its own (the profile calls of account names), validated by schema. */
  readonly api: Pick<ApiClient, 'getJson' | 'postJson'>
  /** The active account's name and avatar; `load({ force: true })` asks past the 5-minute cache. */
  readonly identity: Pick<AccountData['identity'], 'state' | 'load'>
  /** The modal's views: push a view, go back, reset to one. */
  readonly router: Pick<RouterController, 'state' | 'push' | 'replace' | 'reset' | 'goBack'>
  /** The modal's toast. */
  readonly toast: Pick<ToastController, 'show'>
  /** The host's options with the remote features applied, read-only. */
  readonly options: { readonly state: Readonly<OptionsState> }
  /** Reports an analytics event (nothing happens while the host has analytics off). */
  readonly analytics: Pick<LazyAnalytics, 'track'>
  /** The feature's controllers, one per kit, destroyed with it. */
  readonly extensions: Pick<Extensions, 'use'>
  /** Sign in with the wallet: where it stands, sign, and cancel (the SIWXSignMessage view's). */
  readonly signIn: Pick<SignIn, 'state' | 'signIn' | 'cancel'>
  /** The embedded wallet (e-mail and social login): the login views' calls; its code loads on the first. */
  readonly embeddedWallet: EmbeddedWallet
}

/** The name of one member of `FeatureServices`: what a feature's manifest lists in `needs`. */
export type FeatureNeed = keyof FeatureServices

/**
 * The members a feature reaches only by naming them in its manifest's `needs`, also at the type level:
 * the embedded wallet (e-mail and social login) and sign-in with the wallet.
 */
export type DeclaredOnlyNeed = 'embeddedWallet' | 'signIn'

/**
 * What a feature receives of its kit: the members `Needs` names, and no other, also at run time
 * (docs/architecture/lazy-loading.md#feature-needs). `useFeatureContext(needs)` gives a feature's code
 * exactly its manifest's `needs`; without a list (`FeatureContext` with no argument) the type holds
 * every member but the embedded wallet and sign-in, which only a feature that declares them reaches.
 */
export type FeatureContext<Needs extends FeatureNeed = Exclude<FeatureNeed, DeclaredOnlyNeed>> = Pick<
  FeatureServices,
  Needs
>

/**
 * The narrow context of a kit's features (pass the kit), with every member: each member holds only
 * what `FeatureServices` lists, so a feature cannot reach the rest even at run time, and the kit gives
 * each feature only the members it declares (`narrowFeatureContext`, beside this file). The modal
 * builds it when it mounts, so the page's first bytes do not carry it.
 */
export function createFeatureContext(
  kit: Omit<FeatureServices, 'embeddedWallet'> & { embeddedWallet: { wallet: EmbeddedWallet } },
): FeatureContext<FeatureNeed> {
  const { chain, connection, adapters, portfolio, router, toast, options, analytics, extensions, signIn } =
    kit
  return {
    chain: {
      state: chain.state,
      account: chain.account,
      network: chain.network,
      caipNetworkId: chain.caipNetworkId,
    },
    connection: { state: connection.state, status: connection.status, isConnected: connection.isConnected },
    adapters: { find: adapters.find, get: adapters.get },
    portfolio: { state: portfolio.state, load: portfolio.load },
    refreshBalance: kit.refreshBalance,
    blockchain: kit.blockchain,
    api: { getJson: kit.api.getJson, postJson: kit.api.postJson },
    identity: { state: kit.identity.state, load: kit.identity.load },
    router: {
      state: router.state,
      push: router.push,
      replace: router.replace,
      reset: router.reset,
      goBack: router.goBack,
    },
    toast: { show: toast.show },
    options: { state: options.state },
    analytics: { track: analytics.track },
    extensions: { use: extensions.use },
    signIn: { state: signIn.state, signIn: signIn.signIn, cancel: signIn.cancel },
    embeddedWallet: kit.embeddedWallet.wallet,
  }
}
