import { isOnrampNetwork, isSwapNetwork, type CaipNetworkId } from '@gatehouse/common'
import type { AccountAction } from './accountActions'

/**
 * The actions the active network can serve: Swap only on the swap chains of docs/reference/limits.md#swap-chains (and the local
 * development chains), Buy only on the on-ramp chains (eip155 and solana: a Bitcoin account is not
 * offered a checkout that would buy USDC) and only where the on-ramp's options sell something that
 * can be delivered there (`onrampOffered`: false drops Buy, `pending` keeps it until known), so a
 * visitor never opens a view that can only say the network is not supported.
 */
export function offeredOnNetwork(
  actions: readonly AccountAction[],
  caipNetworkId: CaipNetworkId | undefined,
  onrampOffered: boolean | 'pending' = true,
): AccountAction[] {
  return actions.filter((action) => {
    if (action.feature === 'swaps') return isSwapNetwork(caipNetworkId)
    if (action.feature === 'onramp') return isOnrampNetwork(caipNetworkId) && onrampOffered !== false
    return true
  })
}
