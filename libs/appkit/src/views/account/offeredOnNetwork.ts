import { isSwapNetwork, type CaipNetworkId } from '@gatehouse/common'
import type { AccountAction } from './accountActions'

/**
 * The actions the active network can serve: Swap only on the swap chains of SPEC §9 (and the local
 * development chains), so a visitor never opens a Swap view that can only say the network is not
 * supported.
 */
export function offeredOnNetwork(
  actions: readonly AccountAction[],
  caipNetworkId: CaipNetworkId | undefined,
): AccountAction[] {
  return actions.filter((action) => action.feature !== 'swaps' || isSwapNetwork(caipNetworkId))
}
