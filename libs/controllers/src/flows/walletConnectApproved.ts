import type { CatalogueController } from '../catalogue/createCatalogueController'
import type { ModalController } from '../modal/createModalController'
import type { RouterController } from '../router/createRouterController'
import type { View } from '../router/views'

const walletConnectViews: readonly View[] = [
  'Connect',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
]

/** What finishing a WalletConnect connection reads and changes. */
export interface WalletConnectApprovedDeps {
  router: Pick<RouterController, 'state' | 'reset'>
  catalogue: Pick<CatalogueController, 'addRecent' | 'imageUrl'>
  modal: { state: Pick<ModalController['state'], 'open'> }
  /** The UnsupportedChain rule (see unsupportedNetwork). */
  mustLeaveUnsupportedNetwork(): boolean
  /** Closes the modal (see closeModal). */
  close(): void
}

/**
 * A wallet approved a WalletConnect session: the catalogue wallet it was opened for becomes a recent
 * wallet, and if the visitor is still looking at a WalletConnect view the modal closes, as with any
 * wallet, or shows UnsupportedChain when the wallet is on a network the host did not configure.
 */
export function walletConnectApproved(deps: WalletConnectApprovedDeps): void {
  const wallet = deps.router.state.data?.wallet
  if (wallet) {
    deps.catalogue.addRecent({
      id: wallet.id,
      name: wallet.name,
      imageUrl: deps.catalogue.imageUrl(wallet),
      ...(wallet.rdns ? { rdns: wallet.rdns } : {}),
    })
  }
  if (!deps.modal.state.open || !walletConnectViews.includes(deps.router.state.view)) return
  if (deps.mustLeaveUnsupportedNetwork()) deps.router.reset('UnsupportedChain')
  else deps.close()
}
