/**
 * apps/cloud's answers as the tests read them (the shapes its documentation gives), typed here: the
 * tests check what the service sends over HTTP, not what its code declares.
 */

/** A fungible (native, ERC-20, SPL, BTC) or NFT movement of a history transaction. */
export interface HistoryTransfer {
  fungible_info?: { name?: string; symbol?: string; icon?: { url: string } }
  nft_info?: { name?: string; flags: { is_spam: boolean }; content?: { preview: { url: string } } }
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value?: number
  price?: number
}

/** A transaction of `GET /v1/account/{address}/history`. */
export interface HistoryTransaction {
  id: string
  metadata: {
    operationType: 'send' | 'receive' | 'execute' | 'mint' | 'trade' | 'buy'
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed' | 'pending'
    nonce?: number
    chain: string
    onramp?: string
  }
  transfers: HistoryTransfer[]
}

/** One page of apps/cloud's `GET /v1/account/{address}/history`, as the tests read it. */
export interface HistoryPage {
  data: HistoryTransaction[]
  next: string | null
}

/** One balance of `GET /v1/account/{address}/balance`. */
export interface BalanceEntry {
  name: string
  symbol: string
  chainId: string
  /** The token's CAIP-10 id; absent for the native currency. */
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl?: string
}
