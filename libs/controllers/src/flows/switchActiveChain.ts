import type { ChainNamespace, Network } from '@gatehouse/common'
import type { ChainController } from '../chain/createChainController'
import type { ConnectionController } from '../connection/createConnectionController'
import type { RouterController } from '../router/createRouterController'

/** What switching to another namespace reads and changes. */
export interface SwitchActiveChainDeps {
  chain: Pick<ChainController, 'setChainId'>
  connection: Pick<ConnectionController, 'isConnected'>
  router: Pick<RouterController, 'push'>
  /** The kit's switch: marks the namespace switch in progress (docs/reference/states.md#namespace-switch) and asks the wallet if needed. */
  switchNetwork(network: Network): Promise<void>
}

/**
 * Makes a network of another namespace active (the SwitchActiveChain view). A connected namespace
 * switches at once; one not connected yet keeps the network as its choice and leads to the Connect
 * view limited to that namespace's wallets: connecting there makes it active.
 */
export async function switchActiveChain(
  deps: SwitchActiveChainDeps,
  network: Network,
): Promise<'switched' | 'connect'> {
  const namespace = network.chainNamespace
  if (deps.connection.isConnected(namespace)) {
    await deps.switchNetwork(network)
    return 'switched'
  }
  deps.chain.setChainId(namespace, network.id)
  deps.router.push('Connect', { namespace, network })
  return 'connect'
}

/**
 * Makes a connected namespace the active one on the network it is on (the Account view's namespace
 * choice). It needs no wallet call, so it happens at once: no namespace switch stays in progress.
 * @returns false, changing nothing, when the namespace is not connected.
 */
export function activateNamespace(
  deps: {
    chain: Pick<ChainController, 'setActiveNamespace'>
    connection: Pick<ConnectionController, 'isConnected'>
  },
  namespace: ChainNamespace,
): boolean {
  if (!deps.connection.isConnected(namespace)) return false
  deps.chain.setActiveNamespace(namespace)
  return true
}
