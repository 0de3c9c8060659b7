import * as v from 'valibot'
import type {
  CaipAddress,
  ConvertAllowanceResponse,
  ConvertApproveResponse,
  ConvertGasPriceResponse,
  ConvertQuotesResponse,
  ConvertTokensResponse,
  ConvertTransactionResponse,
} from '@gatehouse/common'

/** An amount in a token's smallest unit, or a wei value: a non-negative integer string. */
const integerString = v.pipe(v.string(), v.regex(/^\d+$/))
const evmCaipAddress = v.pipe(
  v.string(),
  v.regex(/^eip155:\d+:0x[0-9a-fA-F]{40}$/),
  v.transform((value) => value as CaipAddress),
)
const hexData = v.pipe(
  v.string(),
  v.regex(/^0x([0-9a-fA-F]{2})*$/),
  v.transform((value) => value as `0x${string}`),
)

/** GET /v1/convert/tokens */
export const tokensResponseSchema = v.object({
  tokens: v.array(
    v.object({
      name: v.string(),
      symbol: v.pipe(v.string(), v.nonEmpty()),
      address: evmCaipAddress,
      decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(36)),
      // Rendered only through safeUrl (an unsafe scheme shows the token's initials instead).
      logoUri: v.string(),
      eip2612: v.optional(v.boolean()),
    }),
  ),
}) satisfies v.GenericSchema<unknown, ConvertTokensResponse>

/** GET /v1/convert/quotes */
export const quotesResponseSchema = v.object({
  quotes: v.array(
    v.object({
      id: v.nullable(v.string()),
      fromAmount: integerString,
      fromAccount: evmCaipAddress,
      toAmount: integerString,
      toAccount: evmCaipAddress,
    }),
  ),
}) satisfies v.GenericSchema<unknown, ConvertQuotesResponse>

/** GET /v1/convert/allowance */
export const allowanceResponseSchema = v.object({
  allowance: integerString,
}) satisfies v.GenericSchema<unknown, ConvertAllowanceResponse>

/** GET /v1/convert/gas-price */
export const gasPriceResponseSchema = v.object({
  standard: integerString,
  fast: integerString,
  instant: integerString,
}) satisfies v.GenericSchema<unknown, ConvertGasPriceResponse>

/** GET /v1/convert/build-approve */
export const approveResponseSchema = v.object({
  tx: v.object({
    from: evmCaipAddress,
    to: evmCaipAddress,
    data: hexData,
    value: integerString,
    eip155: v.object({ gasPrice: integerString }),
  }),
}) satisfies v.GenericSchema<unknown, ConvertApproveResponse>

/** POST /v1/convert/build-transaction */
export const transactionResponseSchema = v.object({
  tx: v.object({
    from: evmCaipAddress,
    to: evmCaipAddress,
    data: hexData,
    amount: integerString,
    eip155: v.object({ gas: integerString, gasPrice: integerString }),
  }),
}) satisfies v.GenericSchema<unknown, ConvertTransactionResponse>
