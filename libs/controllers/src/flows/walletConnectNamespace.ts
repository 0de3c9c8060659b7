import type { ChainNamespace } from '@gatehouse/common'
import { hasWalletConnect } from '../adapter/ChainAdapter'
import type { AdapterRegistry } from '../adapter/createAdapterRegistry'
import type { ChainState } from '../chain/createChainController'
import type { OptionsState } from '../options/createOptionsController'

/** What picking the WalletConnect namespace reads. */
export interface WalletConnectNamespaceDeps {
  options: { state: Pick<OptionsState, 'enableWalletConnect'> }
  chain: { state: Pick<ChainState, 'activeNamespace'> }
  adapters: Pick<AdapterRegistry, 'all' | 'find'>
}

/**
 * The namespace whose adapter connects over WalletConnect: the active namespace's when it can, else
 * the first adapter that can; none while the host turned WalletConnect off.
 */
export function walletConnectNamespace(deps: WalletConnectNamespaceDeps): ChainNamespace | undefined {
  if (!deps.options.state.enableWalletConnect) return undefined
  const active = deps.adapters.find(deps.chain.state.activeNamespace)
  if (active && hasWalletConnect(active)) return active.namespace
  return deps.adapters.all().find(hasWalletConnect)?.namespace
}
