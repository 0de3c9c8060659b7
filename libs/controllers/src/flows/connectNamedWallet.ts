import { subscribe } from 'valtio/vanilla'
import { ErrorMessage, GatehouseError, type ChainNamespace } from '@gatehouse/common'
import type { CatalogueController } from '../catalogue/createCatalogueController'
import type { WalletListing } from '../catalogue/walletListing'
import type { ChainController } from '../chain/createChainController'
import type { ConnectionController } from '../connection/createConnectionController'
import type { Connector } from '../connector/Connector'
import type { ConnectorController } from '../connector/createConnectorController'
import { findNamedConnector, findNamedListing, walletConnectName } from '../connector/namedWallet'
import type { OpenOptions } from '../kit/kitTypes'
import type { ModalController } from '../modal/createModalController'
import type { OptionsState } from '../options/createOptionsController'
import type { RouterController } from '../router/createRouterController'

/** What connecting a named wallet reads and starts. */
export interface ConnectNamedWalletDeps {
  prepare(): Promise<void>
  open(options?: OpenOptions): void
  walletConnectNamespace(): ChainNamespace | undefined
  options: { state: Pick<OptionsState, 'enableWalletConnect'> }
  chain: Pick<ChainController, 'state'>
  connectors: Pick<ConnectorController, 'state'>
  connection: Pick<ConnectionController, 'connect' | 'isConnected' | 'state'>
  catalogue: Pick<CatalogueController, 'state' | 'load' | 'search'>
  router: Pick<RouterController, 'reset'>
  modal: Pick<ModalController, 'state'>
}

/** How a named wallet was reached: straight through the installed wallet, or in the modal. */
export type NamedWalletRoute = 'installed' | 'walletConnect' | 'catalogue'

/** Settles once a wallet connects on `namespace`, or fails when the modal closes first. */
function connectedInModal(deps: ConnectNamedWalletDeps, namespace: ChainNamespace): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (deps.connection.isConnected(namespace)) finish(resolve)
      else if (!deps.modal.state.open) {
        finish(() => reject(new GatehouseError('WalletButtonClosed', ErrorMessage.walletButtonClosed)))
      }
    }
    const stops = [subscribe(deps.connection.state, check), subscribe(deps.modal.state, check)]
    const finish = (settle: () => void) => {
      stops.forEach((stop) => stop())
      settle()
    }
  })
}

/**
 * Connects the wallet a host named (`metamask`, an rdns, a catalogue id, or `walletConnect`), as
 * AppKit's wallet button does: an installed wallet is asked at once, without the modal (named by a
 * catalogue id, it is the installed wallet with its listing's rdns or name);
 * `walletConnect` opens the modal on the WalletConnect QR code; a wallet that is not installed but
 * is in the catalogue opens the modal on that wallet's QR code (its app on a phone). Settles once
 * connected.
 * @throws GatehouseError 'WalletNotFound' for a wallet neither installed nor in the catalogue,
 * 'WalletConnectDisabled' when only WalletConnect could reach it and enableWalletConnect is false,
 * 'WalletButtonClosed' when the visitor closes the modal first; a wallet's refusal is rethrown.
 */
export async function connectNamedWallet(
  deps: ConnectNamedWalletDeps,
  wallet: string,
): Promise<NamedWalletRoute> {
  await deps.prepare()
  if (wallet === walletConnectName) {
    const namespace = pairingNamespace(deps, wallet)
    deps.open({ view: 'ConnectingWalletConnectBasic', namespace })
    await connectedInModal(deps, namespace)
    return 'walletConnect'
  }
  const installed = findNamedConnector(deps.connectors.state.connectors, wallet)
  if (installed) return connectInstalled(deps, installed)
  // A catalogue id (or another name the catalogue knows): installed, the wallet its listing names.
  const listing = await findInCatalogue(deps, wallet)
  const listed = listing && installedListing(deps, listing)
  if (listed) return connectInstalled(deps, listed)
  const namespace = pairingNamespace(deps, wallet)
  if (!listing) throw new GatehouseError('WalletNotFound', ErrorMessage.walletNotFound(wallet))
  deps.open({ view: 'ConnectingWalletConnect', namespace })
  deps.router.reset('ConnectingWalletConnect', { wallet: listing })
  await connectedInModal(deps, namespace)
  return 'catalogue'
}

async function connectInstalled(deps: ConnectNamedWalletDeps, connector: Connector): Promise<'installed'> {
  const active = deps.chain.state.activeNamespace
  const own = connector.connectors?.find((each) => each.chain === active) ?? connector.connectors?.[0]
  await deps.connection.connect(own ?? connector)
  return 'installed'
}

/** The installed wallet a catalogue listing is: by the rdns it announces, or by its name. */
function installedListing(deps: ConnectNamedWalletDeps, listing: WalletListing): Connector | undefined {
  const { connectors } = deps.connectors.state
  return (
    (listing.rdns ? findNamedConnector(connectors, listing.rdns) : undefined) ??
    findNamedConnector(connectors, listing.name)
  )
}

/** The namespace a WalletConnect pairing for `wallet` would use, or why there is none. */
function pairingNamespace(deps: ConnectNamedWalletDeps, wallet: string): ChainNamespace {
  if (!deps.options.state.enableWalletConnect) {
    throw new GatehouseError('WalletConnectDisabled', ErrorMessage.walletConnectDisabled(wallet))
  }
  const namespace = deps.walletConnectNamespace()
  if (!namespace)
    throw new GatehouseError('WalletConnectUnavailable', ErrorMessage.walletConnectConnectorNotFound)
  return namespace
}

async function findInCatalogue(deps: ConnectNamedWalletDeps, wallet: string) {
  await deps.catalogue.load()
  const { featured, recommended, wallets } = deps.catalogue.state
  const loaded = findNamedListing([...featured, ...recommended, ...wallets], wallet)
  if (loaded) return loaded
  await deps.catalogue.search(wallet)
  const found = findNamedListing(deps.catalogue.state.search.results, wallet)
  // The search was the button's, not the visitor's: the wallet list must not show it.
  await deps.catalogue.search('')
  return found
}
