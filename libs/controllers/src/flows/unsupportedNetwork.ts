import type { ChainController } from '../chain/createChainController'
import type { ConnectionController } from '../connection/createConnectionController'
import type { OptionsState } from '../options/createOptionsController'

/** What the UnsupportedChain rule reads. */
export interface UnsupportedNetworkDeps {
  options: { state: Pick<OptionsState, 'enableNetworkSwitch' | 'allowUnsupportedChain'> }
  connection: Pick<ConnectionController, 'isConnected'>
  chain: Pick<ChainController, 'network'>
}

/**
 * The UnsupportedChain rule (docs/reference/views.md#unsupported-chain): connected on a network the host did not configure, network
 * switching enabled and unsupported chains not allowed.
 */
export function mustLeaveUnsupportedNetwork(deps: UnsupportedNetworkDeps): boolean {
  const { enableNetworkSwitch, allowUnsupportedChain } = deps.options.state
  return (
    deps.connection.isConnected() &&
    deps.chain.network() === undefined &&
    enableNetworkSwitch &&
    !allowUnsupportedChain
  )
}
