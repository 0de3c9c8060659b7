import { isSwapNetwork } from '@gatehouse/common'
import type { AccountActionOffer } from '@gatehouse/controllers'
import type { swapsNeeds } from './needs'

/**
 * Swap, on the Account view, only where a swap can happen: the swap chains of
 * docs/reference/limits.md#swap-chains and the local development chains. Loaded apart from the
 * feature's views (see the manifest's `accountAction.offeredOn`).
 */
export const offeredOn: AccountActionOffer<(typeof swapsNeeds)[number]> = (_context, caipNetworkId) =>
  isSwapNetwork(caipNetworkId)
