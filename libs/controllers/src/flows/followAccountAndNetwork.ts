import { subscribe } from 'valtio/vanilla'
import type { ChainController } from '../chain/createChainController'
import type { ConnectionController } from '../connection/createConnectionController'
import type { ModalController } from '../modal/createModalController'
import type { RouterController } from '../router/createRouterController'

/** What following the account and network reads, and what it calls on a change. */
export interface FollowAccountAndNetworkDeps {
  chain: Pick<ChainController, 'state' | 'network' | 'account'>
  connection: Pick<ConnectionController, 'state' | 'isConnected'>
  modal: { state: Pick<ModalController['state'], 'open'> }
  router: { state: Pick<RouterController['state'], 'view'> }
  mustLeaveUnsupportedNetwork(): boolean
  openUnsupportedChain(): void
  close(): void
  /** Told the active account's CAIP-10 id on a known network whenever it changes (undefined: none). */
  accountChanged(caipAddress: string | undefined): void
}

/**
 * Reacts to the UnsupportedChain rule becoming true or false (not to every change while it holds,
 * so that switching away from an unsupported network is not interrupted), and reads the balance of
 * each new account on a known network. Returns the unsubscribe functions.
 */
export function followAccountAndNetwork(deps: FollowAccountAndNetworkDeps): (() => void)[] {
  const { chain, connection, modal, router } = deps
  let wasUnsupported = false
  let lastCaipAddress: string | undefined
  const onChange = () => {
    const unsupported = deps.mustLeaveUnsupportedNetwork()
    const showingUnsupported = modal.state.open && router.state.view === 'UnsupportedChain'
    if (unsupported && !wasUnsupported && !showingUnsupported) deps.openUnsupportedChain()
    else if (!unsupported && wasUnsupported && showingUnsupported) deps.close()
    wasUnsupported = unsupported
    const caipAddress = connection.isConnected() && chain.network() ? chain.account()?.caipAddress : undefined
    if (caipAddress !== lastCaipAddress) {
      lastCaipAddress = caipAddress
      deps.accountChanged(caipAddress)
    }
  }
  return [subscribe(chain.state, onChange), subscribe(connection.state, onChange)]
}
