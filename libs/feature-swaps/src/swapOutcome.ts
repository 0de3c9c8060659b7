import { isUserRejection } from '@gatehouse/common'

/** How a swap ended. */
export type SwapOutcome = 'swapped' | 'declined' | 'failed' | 'invalid'

/** How a swap that threw ended: declined when the visitor rejected it in the wallet, else failed. */
export function describeSwapErrorOutcome(error: unknown): SwapOutcome {
  return isUserRejection(error) ? 'declined' : 'failed'
}
