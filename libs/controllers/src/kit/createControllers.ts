import { ErrorMessage, GatehouseError, type ChainNamespace, type Network } from '@gatehouse/common'
import { hasWalletConnect } from '../adapter/ChainAdapter'
import { createAdapterRegistry } from '../adapter/createAdapterRegistry'
import { createApiClient } from '../api/createApiClient'
import { createCatalogueController } from '../catalogue/createCatalogueController'
import { createAlertController } from '../alert/createAlertController'
import { createChainController } from '../chain/createChainController'
import { createConnectionController } from '../connection/createConnectionController'
import { createConnectorController } from '../connector/createConnectorController'
import { createModalController } from '../modal/createModalController'
import { createOptionsController } from '../options/createOptionsController'
import { parseOptions } from '../options/parseOptions'
import type { AppKitOptions } from '../options/types'
import { browserPlatform } from '../platform/Platform'
import { createRouterController } from '../router/createRouterController'
import { resolveOpenView } from '../router/resolveOpenView'
import type { View } from '../router/views'
import { createStorage } from '../storage/createStorage'
import { createThemeController } from '../theme/createThemeController'
import { createToastController } from '../toast/createToastController'
import { loadRemoteConfiguration } from '../remote/remoteConfig'
import { createWalletConnectController } from '../walletconnect/createWalletConnectController'
import { createLazyAnalytics } from '../analytics/lazyAnalytics'
import { createAccountData } from './createAccountData'
import { createExtensions } from './createExtensions'
import { followAccountAndNetwork } from './followAccountAndNetwork'
import type { KitEnvironment, OpenOptions } from './kitTypes'

const signInViews: readonly View[] = ['SIWXSignMessage', 'ApproveTransaction']
const walletConnectViews: readonly View[] = [
  'Connect',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
]

/**
 * Builds one kit instance's controllers and wires them: adapters report into the connection and
 * connector controllers, the router closes through the modal, and the rules that span several
 * controllers (opening, closing, unsupported networks, balances) live here.
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
  const connection = createConnectionController({ adapters, chain, storage })
  const router = createRouterController({
    isConnected: () => connection.isConnected(),
    closeModal: () => close(),
  })
  const api = createApiClient({
    baseUrl: optionsController.state.apiUrl,
    projectId: optionsController.state.projectId,
    fetch: environment.fetch,
  })
  const catalogue = createCatalogueController({
    api,
    options: optionsController.state,
    storage,
    chains: () => chain.allNetworks().map((network) => network.caipNetworkId),
    prefetchImage: (url) => platform.prefetchImage(url),
  })
  const walletConnect = createWalletConnectController({
    connect: (namespace, onUri) => connection.connectWalletConnect(namespace, onUri),
    namespace: () => walletConnectNamespace() ?? chain.state.activeNamespace,
    onConnected: () => {
      const wallet = router.state.data?.wallet
      if (wallet) {
        catalogue.addRecent({
          id: wallet.id,
          name: wallet.name,
          imageUrl: catalogue.imageUrl(wallet),
          ...(wallet.rdns ? { rdns: wallet.rdns } : {}),
        })
      }
      // The wallet approved while the visitor looked at a WalletConnect view: done, as with any wallet.
      if (modal.state.open && walletConnectViews.includes(router.state.view)) {
        if (mustLeaveUnsupportedNetwork()) router.reset('UnsupportedChain')
        else close()
      }
    },
  })
  const accountData = createAccountData({ api, chain, connection, adapters, storage, toast })
  const analytics = createLazyAnalytics({ api, options: optionsController, alert, platform })
  const extensions = createExtensions()
  const cleanups: (() => void)[] = []

  for (const adapter of adapters.all()) {
    const namespace = adapter.namespace
    if (!chain.state.namespaces[namespace]) {
      throw new GatehouseError(
        'InvalidOptions',
        ErrorMessage.invalidOptions(`no network for the ${namespace} adapter`),
      )
    }
    adapter.setup({
      projectId: optionsController.state.projectId,
      metadata: optionsController.state.metadata,
      events: {
        connectorsChanged: (list) => connectors.setConnectors(namespace, list),
        connectionChanged: (update) => connection.handleAdapterState(namespace, update),
        transactionSent: (hash) => void accountData.afterTransaction(namespace, hash),
      },
    })
  }

  /** The namespace whose adapter connects over WalletConnect (the active one first), if any. */
  function walletConnectNamespace(): ChainNamespace | undefined {
    if (!optionsController.state.enableWalletConnect) return undefined
    const active = adapters.find(chain.state.activeNamespace)
    if (active && hasWalletConnect(active)) return active.namespace
    return adapters.all().find(hasWalletConnect)?.namespace
  }

  let preparing: Promise<void> | undefined
  /**
   * Loads what the modal needs on the visitor's first intent: adapters' code, wallet discovery, the
   * remote configuration and the wallet catalogue (never before: no network calls on page load).
   */
  function prepare(): Promise<void> {
    if (preparing) return preparing
    void loadRemoteConfiguration({ api, options: optionsController, alert, origin: platform.origin() })
    if (walletConnectNamespace()) void catalogue.load()
    preparing = Promise.allSettled(adapters.all().map((adapter) => adapter.syncConnectors())).then(
      (results) => {
        for (const result of results) {
          if (result.status === 'rejected')
            console.error('[gatehouse] wallet discovery failed', result.reason)
        }
        connectors.setDiscovered(true)
      },
    )
    return preparing
  }

  /** Opens the modal on the view the opening rules of SPEC §2 pick. */
  function open(openOptions: OpenOptions = {}) {
    void prepare()
    if (openOptions.namespace && chain.state.namespaces[openOptions.namespace]) {
      chain.setActiveNamespace(openOptions.namespace)
    }
    const view = resolveOpenView({
      requestedView: openOptions.view,
      isConnected: connection.isConnected(),
      manualWalletConnect: optionsController.state.manualWCControl,
      hasAdapters: adapters.all().length > 0,
      isMobile: platform.isMobile(),
      embedded: optionsController.state.enableEmbedded,
    })
    if (environment.isViewAvailable && !environment.isViewAvailable(view, optionsController.state.features)) {
      throw new GatehouseError('ViewUnavailable', ErrorMessage.viewUnavailable(view))
    }
    router.reset(view, openOptions.arguments ? { arguments: openOptions.arguments } : undefined)
    if (!modal.state.open) analytics.track('MODAL_OPEN', { connected: connection.isConnected() })
    modal.setOpen(true)
  }

  /** True while the sign-in views must stay open (SPEC §2). */
  function isCloseBlocked(): boolean {
    return (
      signInViews.includes(router.state.view) &&
      optionsController.state.siwx?.required === true &&
      !connection.state.hasSignInSession
    )
  }

  /** Closes the modal and resets it to Connect; refused (with a shake) while sign-in is required. */
  function close(): boolean {
    if (isCloseBlocked()) {
      modal.shake()
      return false
    }
    if (modal.state.open) analytics.track('MODAL_CLOSE', { connected: connection.isConnected() })
    modal.setOpen(false)
    router.reset('Connect')
    return true
  }

  /**
   * Switches the active network. Connected, the wallet switches and the adapter reports the change;
   * disconnected, the choice is only remembered.
   * @throws GatehouseError 'Network not found' (and raises SWITCH_NETWORK_NOT_FOUND) for unknown networks.
   */
  async function switchNetwork(network: Pick<Network, 'caipNetworkId'>): Promise<void> {
    const target = chain.findNetwork(network.caipNetworkId)
    if (!target) {
      alert.open('SWITCH_NETWORK_NOT_FOUND')
      throw new GatehouseError('NetworkNotFound', ErrorMessage.networkNotFound)
    }
    const namespace = target.chainNamespace
    const otherNamespace = namespace !== chain.state.activeNamespace
    if (otherNamespace) chain.setNamespaceSwitchInProgress(true)
    try {
      if (connection.isConnected(namespace)) await adapters.get(namespace).switchNetwork(target)
      chain.setChainId(namespace, target.id)
      chain.setActiveNamespace(namespace)
    } finally {
      if (otherNamespace) chain.setNamespaceSwitchInProgress(false)
    }
  }

  /**
   * Disconnects one namespace, or every connected one, and returns the modal to Connect (SPEC §4);
   * the reset happens even when a wallet fails to disconnect, and that failure is rethrown.
   */
  async function disconnect(namespace?: ChainNamespace): Promise<void> {
    try {
      await connection.disconnect(namespace)
    } finally {
      walletConnect.reset()
      router.reset('Connect')
    }
  }

  /** The connector a namespace is connected with, if any. */
  function connectedConnector(namespace: ChainNamespace = chain.state.activeNamespace) {
    const connectorId = connection.state.namespaces[namespace]?.connectorId
    return connectorId === undefined ? undefined : connectors.find(connectorId, namespace)
  }

  /**
   * The UnsupportedChain rule (SPEC §2): connected on a network the host did not configure, network
   * switching enabled and unsupported chains not allowed.
   */
  function mustLeaveUnsupportedNetwork(): boolean {
    const { enableNetworkSwitch, allowUnsupportedChain } = optionsController.state
    return (
      connection.isConnected() &&
      chain.network() === undefined &&
      enableNetworkSwitch &&
      !allowUnsupportedChain
    )
  }

  cleanups.push(
    ...followAccountAndNetwork({
      chain,
      connection,
      modal,
      router,
      mustLeaveUnsupportedNetwork,
      openUnsupportedChain: () => open({ view: 'UnsupportedChain' }),
      close,
      accountChanged: accountData.accountChanged,
    }),
  )

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
    walletConnectNamespace,
    storage,
    platform,
    prepare,
    open,
    close,
    isCloseBlocked,
    disconnect,
    connectedConnector,
    mustLeaveUnsupportedNetwork,
    switchNetwork,
    blockchain: accountData.blockchain,
    portfolio: accountData.portfolio,
    identity: accountData.identity,
    refreshBalance: accountData.refreshBalance,
    analytics,
    extensions,
    /** Stops the kit's subscriptions and its features' controllers. */
    destroy() {
      cleanups.splice(0).forEach((cleanup) => cleanup())
      extensions.destroy()
    },
  }
}

/** One kit instance's controllers. */
export type Kit = ReturnType<typeof createControllers>
