import type { CaipAddress } from '@gatehouse/common'
import type { Balance } from '../blockchain/blockchainSchemas'

/**
 * - `idle`: nothing connected; `loading`: the first read of this account is on its way;
 * - `ready`: `balances` are the account's; `unsupported`: the network has no balance service;
 * - `failed`: the last read failed (retried at most every 30 s).
 */
export type PortfolioStatus = 'idle' | 'loading' | 'ready' | 'unsupported' | 'failed'

export interface PortfolioState {
  caipAddress: CaipAddress | undefined
  /** Native first, then tokens; tokens with 0 decimals are never kept (docs/reference/validation.md#zero-decimal-tokens). */
  balances: Balance[]
  status: PortfolioStatus
  /** When the last failed read happened; no new read before 30 s have passed (docs/reference/validation.md#balance-retry). */
  lastRetry: number | undefined
}

/** The portfolio of nobody. */
export function emptyPortfolio(): PortfolioState {
  return { caipAddress: undefined, balances: [], status: 'idle', lastRetry: undefined }
}
