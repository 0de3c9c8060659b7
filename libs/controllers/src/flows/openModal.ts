import { ErrorMessage, GatehouseError } from '@gatehouse/common'
import type { AdapterRegistry } from '../adapter/createAdapterRegistry'
import type { LazyAnalytics } from '../analytics/lazyAnalytics'
import type { ChainController } from '../chain/createChainController'
import type { ConnectionController } from '../connection/createConnectionController'
import type { KitEnvironment, OpenOptions } from '../kit/kitTypes'
import type { ModalController } from '../modal/createModalController'
import type { OptionsState } from '../options/createOptionsController'
import type { Platform } from '../platform/Platform'
import type { RouterController } from '../router/createRouterController'
import { resolveOpenView } from '../router/resolveOpenView'

/** What opening the modal reads and changes. */
export interface OpenModalDeps {
  /** Starts what the modal needs on the first intent (see prepareOnIntent). */
  prepare(): Promise<void>
  chain: Pick<ChainController, 'state' | 'setActiveNamespace'>
  connection: Pick<ConnectionController, 'isConnected'>
  options: { state: Pick<OptionsState, 'manualWCControl' | 'enableEmbedded' | 'features'> }
  adapters: Pick<AdapterRegistry, 'all'>
  platform: Pick<Platform, 'isMobile'>
  isViewAvailable?: KitEnvironment['isViewAvailable']
  router: Pick<RouterController, 'reset'>
  modal: Pick<ModalController, 'state' | 'setOpen'>
  analytics: Pick<LazyAnalytics, 'track'>
}

/**
 * Opens the modal on the view the opening rules (docs/reference/views.md#opening-rules) pick, with the host's arguments, on the
 * namespace the host asked for (when it is configured). Counts as the visitor's intent.
 * @throws GatehouseError 'ViewUnavailable' for a view this build lacks or whose feature is off; the
 * modal then stays as it was.
 */
export function openModal(deps: OpenModalDeps, openOptions: OpenOptions = {}): void {
  void deps.prepare()
  if (openOptions.namespace && deps.chain.state.namespaces[openOptions.namespace]) {
    deps.chain.setActiveNamespace(openOptions.namespace)
  }
  const { manualWCControl, enableEmbedded, features } = deps.options.state
  const view = resolveOpenView({
    requestedView: openOptions.view,
    isConnected: deps.connection.isConnected(),
    manualWalletConnect: manualWCControl,
    hasAdapters: deps.adapters.all().length > 0,
    isMobile: deps.platform.isMobile(),
    embedded: enableEmbedded,
  })
  if (deps.isViewAvailable && !deps.isViewAvailable(view, features)) {
    throw new GatehouseError('ViewUnavailable', ErrorMessage.viewUnavailable(view))
  }
  deps.router.reset(view, openOptions.arguments ? { arguments: openOptions.arguments } : undefined)
  if (!deps.modal.state.open) deps.analytics.track('MODAL_OPEN', { connected: deps.connection.isConnected() })
  deps.modal.setOpen(true)
}
