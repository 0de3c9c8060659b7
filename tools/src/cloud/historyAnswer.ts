import type { HistoryTransaction } from '@gatehouse/cloud'

export type { HistoryTransaction, HistoryTransfer } from '@gatehouse/cloud'

/** One page of apps/cloud's `GET /v1/account/{address}/history`, as the tests read it. */
export interface HistoryPage {
  data: HistoryTransaction[]
  next: string | null
}
