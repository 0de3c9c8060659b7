import {
  defaultSwapSlippage,
  type CaipAddress,
  type CaipNetworkId,
  type ConvertApproveResponse,
  type ConvertQuote,
  type ConvertToken,
  type ConvertTransactionResponse,
} from '@gatehouse/common'
import { serviceErrorCode, type FeatureContext } from '@gatehouse/controllers'
import {
  allowanceResponseSchema,
  approveResponseSchema,
  gasPriceResponseSchema,
  quotesResponseSchema,
  tokensResponseSchema,
  transactionResponseSchema,
} from './swapSchemas'

/** The service's code for a quote larger than its pools can fill. */
export const insufficientLiquidityCode = 'INSUFFICIENT_LIQUIDITY'

/** Thrown when the service has no route deep enough for the amount. */
export class InsufficientLiquidityError extends Error {
  override readonly name = 'InsufficientLiquidityError'
}

function liquidityChecked(error: unknown): never {
  if (serviceErrorCode(error) === insufficientLiquidityCode)
    throw new InsufficientLiquidityError('Insufficient liquidity', { cause: error })
  throw error
}

/**
 * The convert API (docs/reference/endpoints.md#convert-api) through the kit's service client: every answer is checked against its
 * schema (a wrong shape fails as 'HTTP request failed.' with the detail in its cause), and a quote the
 * pools cannot fill fails as `InsufficientLiquidityError`.
 */
export function createConvertClient(api: FeatureContext['api'], projectId: string | undefined) {
  return {
    /** The tokens the service swaps on a network. */
    async tokens(chainId: CaipNetworkId): Promise<readonly ConvertToken[]> {
      return (await api.getJson('/v1/convert/tokens', { chainId }, tokensResponseSchema)).tokens
    },

    /** The quotes for swapping `amount` (smallest unit of `from`), the best first. */
    async quotes(params: {
      amount: bigint
      userAddress: CaipAddress
      from: CaipAddress
      to: CaipAddress
      gasPrice: bigint
      signal?: AbortSignal | undefined
    }): Promise<readonly ConvertQuote[]> {
      const query = {
        amount: params.amount.toString(),
        userAddress: params.userAddress,
        from: params.from,
        to: params.to,
        gasPrice: params.gasPrice.toString(),
      }
      const answer = await api
        .getJson('/v1/convert/quotes', query, quotesResponseSchema, params.signal)
        .catch(liquidityChecked)
      return answer.quotes
    },

    /** The standard gas price of a network, in wei. */
    async gasPrice(chainId: CaipNetworkId): Promise<bigint> {
      return BigInt(
        (await api.getJson('/v1/convert/gas-price', { chainId }, gasPriceResponseSchema)).standard,
      )
    },

    /** How much of `tokenAddress` the swap router may spend for the user. */
    async allowance(params: { tokenAddress: CaipAddress; userAddress: CaipAddress }): Promise<bigint> {
      const answer = await api.getJson('/v1/convert/allowance', params, allowanceResponseSchema)
      return BigInt(answer.allowance)
    },

    /** The approval transaction that lets the router spend `amount` of `from`. */
    async buildApprove(params: {
      userAddress: CaipAddress
      from: CaipAddress
      to: CaipAddress
      amount: bigint
    }): Promise<ConvertApproveResponse['tx']> {
      const query = { ...params, amount: params.amount.toString() }
      return (await api.getJson('/v1/convert/build-approve', query, approveResponseSchema)).tx
    },

    /** The swap transaction, with the slippage tolerance of docs/reference/limits.md#counts (1 %). */
    async buildTransaction(params: {
      amount: bigint
      userAddress: CaipAddress
      from: CaipAddress
      to: CaipAddress
      disableEstimate?: boolean
    }): Promise<ConvertTransactionResponse['tx']> {
      const body = {
        amount: params.amount.toString(),
        eip155: { slippage: defaultSwapSlippage },
        projectId: projectId ?? '',
        from: params.from,
        to: params.to,
        userAddress: params.userAddress,
        disableEstimate: params.disableEstimate ?? false,
      }
      const answer = await api
        .postJson('/v1/convert/build-transaction', body, transactionResponseSchema)
        .catch(liquidityChecked)
      return answer.tx
    },
  }
}

export type ConvertClient = ReturnType<typeof createConvertClient>
