import type { ChainNamespace } from '@gatehouse/common'
import type { AdapterRegistry } from '../adapter/createAdapterRegistry'
import type { AlertController } from '../alert/createAlertController'
import type { ApiClient } from '../api/createApiClient'
import type { CatalogueController } from '../catalogue/createCatalogueController'
import type { ConnectorController } from '../connector/createConnectorController'
import type { OptionsController } from '../options/createOptionsController'
import type { Platform } from '../platform/Platform'
import { loadRemoteConfiguration } from '../remote/remoteConfig'

/** What preparing the modal reads and starts. */
export interface PrepareOnIntentDeps {
  api: ApiClient
  options: OptionsController
  alert: AlertController
  platform: Pick<Platform, 'origin'>
  catalogue: Pick<CatalogueController, 'load'>
  adapters: Pick<AdapterRegistry, 'all'>
  connectors: Pick<ConnectorController, 'setDiscovered'>
  /** The namespace that connects over WalletConnect, if any (see walletConnectNamespace). */
  walletConnectNamespace(): ChainNamespace | undefined
  /** Feature packages' switches the remote configuration may turn off (KitEnvironment.remoteSwitches). */
  remoteSwitches?: readonly string[] | undefined
}

/**
 * Returns the kit's `prepare`: on the visitor's first intent (and never before: no network calls on
 * page load) it loads the adapters' code and discovers wallets, reads the remote configuration and,
 * when WalletConnect is on, the wallet catalogue. Later calls share the first one's promise, which
 * settles once wallet discovery has finished, whether or not every adapter succeeded.
 */
export function createPrepareOnIntent(deps: PrepareOnIntentDeps): () => Promise<void> {
  let preparing: Promise<void> | undefined
  return function prepare(): Promise<void> {
    if (preparing) return preparing
    void loadRemoteConfiguration({ ...deps, origin: deps.platform.origin() })
    if (deps.walletConnectNamespace()) void deps.catalogue.load()
    preparing = Promise.allSettled(deps.adapters.all().map((adapter) => adapter.syncConnectors())).then(
      (results) => {
        for (const result of results) {
          if (result.status === 'rejected')
            console.error('[gatehouse] wallet discovery failed', result.reason)
        }
        deps.connectors.setDiscovered(true)
      },
    )
    return preparing
  }
}
