// The answer shapes of apps/cloud's history route, for the tests that read it.

/** A transfer of a history transaction, as apps/cloud answers it (see /work/notes/issue4-api.md). */
export interface HistoryTransfer {
  fungible_info?: { name?: string; symbol?: string; icon?: { url: string } }
  nft_info?: { name?: string; flags: { is_spam: boolean }; content?: { preview: { url: string } } }
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value?: number
  price?: number
}
/** A transaction of a history answer. */
export interface HistoryTransaction {
  id: string
  metadata: {
    operationType: string
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: string
    nonce: number
    chain: string
  }
  transfers: HistoryTransfer[]
}
/** One page of `GET /v1/account/{address}/history`. */
export interface HistoryPage {
  data: HistoryTransaction[]
  next: string | null
}
