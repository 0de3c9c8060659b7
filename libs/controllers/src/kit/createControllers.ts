import type { CaipNetworkId, ChainNamespace, Network } from '@gatehouse/common'
import { createAdapterRegistry } from '../adapter/createAdapterRegistry'
import { createAlertController } from '../alert/createAlertController'
import { createLazyAnalytics } from '../analytics/lazyAnalytics'
import { createApiClient } from '../api/createApiClient'
import { createCatalogueController } from '../catalogue/createCatalogueController'
import { createChainController } from '../chain/createChainController'
import { createConnectionController } from '../connection/createConnectionController'
import { createConnectorController } from '../connector/createConnectorController'
import { createEventsController } from '../events/createEventsController'
import { closeModal, isCloseBlocked } from '../flows/closeModal'
import { connectedConnector } from '../flows/connectedConnector'
import { disconnect } from '../flows/disconnect'
import { followAccountAndNetwork } from '../flows/followAccountAndNetwork'
import { addNetwork, removeNetwork } from '../flows/manageNetworks'
import { openModal } from '../flows/openModal'
import { createPrepareOnIntent } from '../flows/prepareOnIntent'
import { registerAdapters } from '../flows/registerAdapters'
import { linkWalletConnectSessions } from '../flows/linkWalletConnectSessions'
import { reportConnectionEvents } from '../flows/reportConnectionEvents'
import { switchNetwork } from '../flows/switchNetwork'
import { mustLeaveUnsupportedNetwork } from '../flows/unsupportedNetwork'
import { walletConnectApproved } from '../flows/walletConnectApproved'
import { walletConnectNamespace } from '../flows/walletConnectNamespace'
import { createModalController } from '../modal/createModalController'
import { createOptionsController } from '../options/createOptionsController'
import { parseOptions } from '../options/parseOptions'
import type { AppKitOptions } from '../options/types'
import { browserPlatform } from '../platform/Platform'
import { createRouterController } from '../router/createRouterController'
import { createStorage } from '../storage/createStorage'
import { createThemeController } from '../theme/createThemeController'
import { createToastController } from '../toast/createToastController'
import { createWalletConnectController } from '../walletconnect/createWalletConnectController'
import { createAccountData } from './createAccountData'
import { createExtensions } from './createExtensions'
import { createLazySignIn } from './lazySignIn'
import { createLazyEmbeddedWallet } from './lazyEmbeddedWallet'
import { createModalHost } from '../modal/modalHost'
import type { KitEnvironment, OpenOptions } from './kitTypes'

/**
 * The kit's composition root: builds one instance's controllers and wires them to each other and to
 * the flows (src/flows) that hold the rules spanning several controllers. No rule lives here.
 */
export function createControllers(input: AppKitOptions, environment: KitEnvironment = {}) {
  const options = parseOptions(input)
  const platform = environment.platform ?? browserPlatform()
  const storage = createStorage(environment.storage)
  const alert = createAlertController()
  const toast = createToastController()
  const optionsController = createOptionsController(options, { alert })
  const theme = createThemeController(options)
  const chain = createChainController({
    networks: options.networks,
    defaultNetwork: options.defaultNetwork,
    storage,
  })
  const connectors = createConnectorController()
  const modal = createModalController()
  const adapters = createAdapterRegistry(options.adapters ?? [])
  const api = createApiClient({
    baseUrl: optionsController.state.apiUrl,
    projectId: optionsController.state.projectId,
    fetch: environment.fetch,
  })
  // The host's event stream; it hands the events of docs/reference/endpoints.md#analytics-events on to analytics (off: nothing is sent).
  const events = createEventsController({
    analytics: createLazyAnalytics({ api, options: optionsController, alert, platform }),
  })
  const connection = reportConnectionEvents(createConnectionController({ adapters, chain, storage }), events)
  const router = createRouterController({
    isConnected: () => connection.isConnected(),
    closeModal: () => close(),
  })
  const catalogue = createCatalogueController({
    api,
    options: optionsController.state,
    storage,
    chains: () => chain.allNetworks().map((network) => network.caipNetworkId),
    prefetchImage: (url) => platform.prefetchImage(url),
  })
  const accountData = createAccountData({ api, chain, connection, adapters, storage, toast })
  const extensions = createExtensions()
  // Every flow takes the parts it declares; they all read from this one set.
  const parts = {
    api,
    alert,
    options: optionsController,
    chain,
    connection,
    connectors,
    adapters,
    modal,
    router,
    catalogue,
    // Flows and features report through the event stream, which feeds analytics.
    analytics: events,
    platform,
    isViewAvailable: environment.isViewAvailable,
  }

  const wcNamespace = () => walletConnectNamespace(parts)
  const mustLeaveUnsupported = () => mustLeaveUnsupportedNetwork(parts)
  const close = () => closeModal(parts)
  const prepare = createPrepareOnIntent({
    ...parts,
    walletConnectNamespace: wcNamespace,
    remoteSwitches: environment.remoteSwitches,
  })
  const open = (openOptions?: OpenOptions) => openModal({ ...parts, prepare }, openOptions)
  const walletConnect = createWalletConnectController({
    // With sign-in on, WalletConnect connects and signs in in one step where the adapter can.
    connect: (namespace, onUri) => signIn.connectWalletConnect(namespace, onUri),
    namespace: () => wcNamespace() ?? chain.state.activeNamespace,
    onConnected: () =>
      walletConnectApproved({ ...parts, mustLeaveUnsupportedNetwork: mustLeaveUnsupported, close }),
  })

  async function switchNetworkTracked(network: Pick<Network, 'caipNetworkId'>) {
    await switchNetwork(parts, network)
    events.track('SWITCH_NETWORK', { network: network.caipNetworkId })
  }

  const disconnectKit = (namespace?: ChainNamespace) => disconnect({ ...parts, walletConnect }, namespace)
  // E-mail and social login: the AUTH connector's frame, loaded on the first call that needs it.
  // The modal's host element: the embedded wallet's frame lives in it, to show in the modal's body.
  const modalHost = createModalHost()
  const embeddedWallet = createLazyEmbeddedWallet(
    {
      ...parts,
      theme,
      frameParent: () => modalHost.element(),
      toast,
      storage,
      open: (view) => open({ view }),
      close,
      refreshBalance: accountData.refreshBalance,
      disconnect: disconnectKit,
    },
    environment.loadEmbeddedWallet,
  )
  registerAdapters({
    ...parts,
    transactionSent: (namespace, hash) => void accountData.afterTransaction(namespace, hash),
    embeddedWallet: embeddedWallet.transport,
  })
  linkWalletConnectSessions(parts)
  // The host's sign-in learns the kit's networks once, before it is asked anything.
  optionsController.state.siwx?.attach?.({ networks: chain.allNetworks() })
  const signIn = createLazySignIn({
    ...parts,
    toast,
    openSignIn: () => open({ view: 'SIWXSignMessage' }),
    close,
    disconnect: () => disconnectKit(),
  })
  const cleanups = followAccountAndNetwork({
    ...parts,
    mustLeaveUnsupportedNetwork: mustLeaveUnsupported,
    openUnsupportedChain: () => open({ view: 'UnsupportedChain' }),
    close,
    accountChanged: accountData.accountChanged,
  })

  return {
    options: optionsController,
    theme,
    chain,
    connectors,
    connection,
    modal,
    router,
    toast,
    alert,
    adapters,
    api,
    catalogue,
    walletConnect,
    walletConnectNamespace: wcNamespace,
    storage,
    platform,
    prepare,
    open,
    close,
    isCloseBlocked: () => isCloseBlocked(parts),
    disconnect: disconnectKit,
    /** Sign in with the wallet: the active account's session, and the sign-in view's actions. */
    signIn,
    /** The embedded wallet (e-mail and social login) behind the AUTH connector. */
    embeddedWallet,
    /** The element the modal mounts in; the embedded wallet's frame is a child of it. */
    modalHost,
    connectedConnector: (namespace?: ChainNamespace) => connectedConnector(parts, namespace),
    mustLeaveUnsupportedNetwork: mustLeaveUnsupported,
    /**
     * Connects a wallet by name, as `<appkit-wallet-button wallet="…">` does (see connectNamedWallet);
     * its code loads with the first call, not with the page. `openModal` is how it shows the modal
     * (the host-facing `open`, which also loads the modal's code).
     */
    async connectNamedWallet(wallet: string, openModal: (options: OpenOptions) => void = open) {
      const { connectNamedWallet } = await import('../flows/connectNamedWallet')
      return connectNamedWallet(
        { ...parts, prepare, open: openModal, walletConnectNamespace: wcNamespace },
        wallet,
      )
    },
    switchNetwork: switchNetworkTracked,
    /** @throws GatehouseError "Adapter for namespace {namespace} doesn't exist" (docs/reference/validation.md#adapter-for-namespace). */
    addNetwork: (namespace: ChainNamespace, network: Network) => addNetwork(parts, namespace, network),
    /** @throws GatehouseError "Adapter for namespace {namespace} doesn't exist" (docs/reference/validation.md#adapter-for-namespace). */
    removeNetwork: (namespace: ChainNamespace, networkId: CaipNetworkId | number | string) =>
      removeNetwork(parts, namespace, networkId),
    blockchain: accountData.blockchain,
    portfolio: accountData.portfolio,
    identity: accountData.identity,
    refreshBalance: accountData.refreshBalance,
    analytics: events,
    events,
    extensions,
    /** Stops the kit's subscriptions and its features' controllers. */
    destroy() {
      cleanups.splice(0).forEach((cleanup) => cleanup())
      signIn.stop()
      extensions.destroy()
      modalHost.remove()
    },
  }
}

/** One kit instance's controllers. */
export type Kit = ReturnType<typeof createControllers>
