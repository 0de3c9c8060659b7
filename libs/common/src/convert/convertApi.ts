import type { CaipAddress } from '../caip/types'

/**
 * The convert (swap) API (docs/reference/endpoints.md#convert-api), served by apps/cloud as an aggregator over the routers configured
 * for each chain and read by feature-swaps. Token addresses are CAIP-10 (`eip155:1:0x…`); the native
 * currency is the address `0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee` on its chain. Amounts are
 * integer strings in the token's smallest unit; gas prices are wei strings.
 */
export const nativeTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** The swap slippage tolerance in percent when the caller gives none (docs/reference/limits.md#counts). */
export const defaultSwapSlippage = 1

/** GET /v1/convert/tokens?chainId=eip155:N */
export interface ConvertToken {
  readonly name: string
  readonly symbol: string
  readonly address: CaipAddress
  readonly decimals: number
  readonly logoUri: string
  /** Whether the token accepts EIP-2612 permits. */
  readonly eip2612?: boolean
}
export interface ConvertTokensResponse {
  readonly tokens: readonly ConvertToken[]
}

/** GET /v1/convert/quotes?amount&userAddress&from&to&gasPrice — the best route first. */
export interface ConvertQuote {
  readonly id: string | null
  readonly fromAmount: string
  readonly fromAccount: CaipAddress
  readonly toAmount: string
  readonly toAccount: CaipAddress
}
export interface ConvertQuotesResponse {
  readonly quotes: readonly ConvertQuote[]
}

/** GET /v1/convert/allowance?tokenAddress&userAddress — the allowance the best router holds. */
export interface ConvertAllowanceResponse {
  readonly allowance: string
}

/** GET /v1/convert/gas-price?chainId */
export interface ConvertGasPriceResponse {
  readonly standard: string
  readonly fast: string
  readonly instant: string
}

/** GET /v1/convert/build-approve?userAddress&from&to&amount? */
export interface ConvertApproveResponse {
  readonly tx: {
    readonly from: CaipAddress
    readonly to: CaipAddress
    readonly data: `0x${string}`
    readonly value: string
    readonly eip155: { readonly gasPrice: string }
  }
}

/** POST /v1/convert/build-transaction { amount, eip155: { slippage }, projectId, from, to, userAddress, disableEstimate } */
export interface ConvertTransactionRequest {
  readonly amount: string
  readonly eip155?: { readonly slippage?: string | number }
  readonly projectId: string
  readonly from: CaipAddress
  readonly to: CaipAddress
  readonly userAddress: CaipAddress
  readonly disableEstimate?: boolean
}
export interface ConvertTransactionResponse {
  readonly tx: {
    readonly from: CaipAddress
    readonly to: CaipAddress
    readonly data: `0x${string}`
    readonly amount: string
    readonly eip155: { readonly gas: string; readonly gasPrice: string }
  }
}
