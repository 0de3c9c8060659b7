import type { CaipAddress } from '@gatehouse/common'
import type { Identity } from '../blockchain/blockchainSchemas'

export interface IdentityState extends Identity {
  /** The account the name and avatar belong to. */
  caipAddress: CaipAddress | undefined
  /** Whether that account's name is being looked up (its name and avatar are not known yet). */
  pending: boolean
}

/** No name known. */
export function emptyIdentity(): IdentityState {
  return { caipAddress: undefined, name: undefined, avatar: undefined, pending: false }
}
