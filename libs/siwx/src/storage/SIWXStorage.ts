import type { CaipNetworkId, SIWXSession } from '@gatehouse/common'

/** Where a SIWX implementation keeps its sessions. */
export interface SIWXStorage {
  add(session: SIWXSession): Promise<void>
  set(sessions: SIWXSession[]): Promise<void>
  get(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  delete(chainId: CaipNetworkId, address: string): Promise<void>
}
