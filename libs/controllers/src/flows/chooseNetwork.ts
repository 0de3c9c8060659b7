import type { Network } from '@gatehouse/common'
import type { ChainController } from '../chain/createChainController'
import type { ConnectionController } from '../connection/createConnectionController'
import type { RouterController } from '../router/createRouterController'

/** What choosing a network in the Networks view reads, and where it leads. */
export interface ChooseNetworkDeps {
  chain: Pick<ChainController, 'state' | 'caipNetworkId'>
  connection: Pick<ConnectionController, 'isConnected' | 'connectedNamespaces'>
  router: Pick<RouterController, 'push' | 'goBack'>
  /** The kit's switch (remembers the choice while disconnected). */
  switchNetwork(network: Network): Promise<void>
}

/** Where a choice led: nowhere new, a wallet switch, the namespace switch, or only remembered. */
export type NetworkChoice = 'current' | 'SwitchNetwork' | 'SwitchActiveChain' | 'remembered'

/**
 * The Networks view's choice: the current network goes back; another network of the active namespace
 * asks the connected wallet (SwitchNetwork); a network of another namespace, while anything is
 * connected, goes through SwitchActiveChain (which switches a connected namespace, or leads to the
 * wallets of a namespace not connected yet); with nothing connected the choice is only remembered.
 */
export async function chooseNetwork(deps: ChooseNetworkDeps, network: Network): Promise<NetworkChoice> {
  const { chain, connection, router } = deps
  if (network.caipNetworkId === chain.caipNetworkId()) {
    router.goBack()
    return 'current'
  }
  const namespace = network.chainNamespace
  if (namespace === chain.state.activeNamespace && connection.isConnected(namespace)) {
    router.push('SwitchNetwork', { network })
    return 'SwitchNetwork'
  }
  if (namespace !== chain.state.activeNamespace && connection.connectedNamespaces().length > 0) {
    router.push('SwitchActiveChain', { network })
    return 'SwitchActiveChain'
  }
  await deps.switchNetwork(network)
  router.goBack()
  return 'remembered'
}
