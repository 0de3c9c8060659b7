import {
  defaultSwapSlippage,
  nativeTokenAddress,
  type ConvertAllowanceResponse,
  type ConvertApproveResponse,
  type ConvertQuotesResponse,
  type ConvertTokensResponse,
  type ConvertTransactionResponse,
  type CaipAddress,
} from '@gatehouse/common'
import * as v from 'valibot'
import { getAddress } from 'viem'
import { tokenIconUrl } from '../chains/tokenIcon'
import { HttpError, jsonResponse } from '../http/HttpResponse'
import type { Route } from '../http/Route'
import { parseQuery } from '../routes/queryParams'
import { describeIssues } from '../validation/describeIssues'
import {
  allowanceQuery,
  approveQuery,
  commonChainOf,
  gasPriceQuery,
  quotesQuery,
  splitCaip10,
  tokensQuery,
  transactionBody,
} from './convertParams'
import { gasPricesOf } from './gasPrices'
import type { SwapMarket, SwapMarkets } from './swapMarkets'
import { findSwapRoutes } from './swapRoutes'
import {
  allowancesOf,
  approveData,
  estimatedGas,
  insufficientAllowanceCode,
  minimumAmountOut,
  swapCall,
  swapDeadlineSeconds,
  unestimatedSwapGas,
} from './swapTransactions'

const caip = (chainId: string, address: string) => `${chainId}:${address}` as CaipAddress
const highestFirst = (a: bigint, b: bigint) => (a === b ? 0 : a > b ? -1 : 1)

/** The tokens and user of a swap request, all on one swap chain. */
function swapParties(markets: SwapMarkets, params: { from: string; to: string; userAddress: string }) {
  const chainId = commonChainOf({ from: params.from, to: params.to, userAddress: params.userAddress })
  const market = markets.market(chainId)
  return {
    market,
    from: market.token(splitCaip10(params.from).address),
    to: market.token(splitCaip10(params.to).address),
    user: splitCaip10(params.userAddress).address,
  }
}

const gasPriceOf = (market: SwapMarket) => market.chain.node.read((client) => client.getGasPrice())

/**
 * The convert (swap) API (docs/reference/endpoints.md#convert-api): an aggregator over the Uniswap V2 routers configured for each
 * swap chain, every answer read from the chain (see apps/cloud/README.md, "Convert API").
 */
export function convertRoutes(markets: SwapMarkets): Route[] {
  return [
    {
      path: '/v1/convert/tokens',
      handle({ query, baseUrl }) {
        const { chainId } = parseQuery(tokensQuery, query)
        const market = markets.market(chainId)
        const answer: ConvertTokensResponse = {
          tokens: market.tokens.map((token) => ({
            name: token.name,
            symbol: token.symbol,
            address: caip(chainId, token.address),
            decimals: token.decimals,
            logoUri: tokenIconUrl(baseUrl, token.symbol, token.iconUrl) ?? '',
          })),
        }
        return jsonResponse(answer)
      },
    },
    {
      path: '/v1/convert/quotes',
      async handle({ query }) {
        const params = parseQuery(quotesQuery, query)
        const { market, from, to } = swapParties(markets, params)
        const routes = await findSwapRoutes(market, from, to, params.amount)
        const answer: ConvertQuotesResponse = {
          quotes: routes.map((route) => ({
            id: `${getAddress(route.router.address)}:${route.path.join('>')}`,
            fromAmount: String(route.amountIn),
            fromAccount: params.from as CaipAddress,
            toAmount: String(route.amountOut),
            toAccount: params.to as CaipAddress,
          })),
        }
        return jsonResponse(answer)
      },
    },
    {
      path: '/v1/convert/allowance',
      async handle({ query }) {
        const params = parseQuery(allowanceQuery, query)
        const chainId = commonChainOf({ tokenAddress: params.tokenAddress, userAddress: params.userAddress })
        const market = markets.market(chainId)
        const token = market.token(splitCaip10(params.tokenAddress).address)
        const allowances = await allowancesOf(market, token, splitCaip10(params.userAddress).address)
        const [largest = 0n] = [...allowances.values()].sort(highestFirst)
        const answer: ConvertAllowanceResponse = { allowance: String(largest) }
        return jsonResponse(answer)
      },
    },
    {
      path: '/v1/convert/gas-price',
      async handle({ query }) {
        const { chainId } = parseQuery(gasPriceQuery, query)
        return jsonResponse(await gasPricesOf(markets.gasPriceChain(chainId)))
      },
    },
    {
      path: '/v1/convert/build-approve',
      async handle({ query }) {
        const params = parseQuery(approveQuery, query)
        const { market, from, to, user } = swapParties(markets, params)
        if (from.address === nativeTokenAddress)
          throw new HttpError(400, 'The native currency needs no approval')
        const [best] = await findSwapRoutes(market, from, to, params.amount ?? 10n ** BigInt(from.decimals))
        if (!best) throw new HttpError(400, 'No route to approve')
        const answer: ConvertApproveResponse = {
          tx: {
            from: caip(market.chain.chainId, user),
            to: caip(market.chain.chainId, from.address),
            data: approveData(best.router, params.amount),
            value: '0',
            eip155: { gasPrice: String(await gasPriceOf(market)) },
          },
        }
        return jsonResponse(answer)
      },
    },
    {
      method: 'POST',
      path: '/v1/convert/build-transaction',
      async handle({ body }) {
        if (Array.isArray(body)) throw new HttpError(400, 'the body must be an object')
        const parsed = v.safeParse(transactionBody, body)
        if (!parsed.success) throw new HttpError(400, describeIssues(parsed.issues))
        const params = parsed.output
        const { market, from, to, user } = swapParties(markets, params)
        const [routes, allowances] = await Promise.all([
          findSwapRoutes(market, from, to, params.amount),
          allowancesOf(market, from, user),
        ])
        const route = routes.find((candidate) => (allowances.get(candidate.router) ?? 0n) >= params.amount)
        if (!route) {
          throw new HttpError(
            400,
            `No router may spend ${params.amount} ${from.symbol} base units for ${user}: approve it first (build-approve)`,
            insufficientAllowanceCode,
          )
        }
        const slippage = params.eip155?.slippage ?? defaultSwapSlippage
        const [latest, gasPrice] = await Promise.all([
          market.chain.node.read((client) => client.getBlock()),
          gasPriceOf(market),
        ])
        const router = getAddress(route.router.address)
        const call = swapCall(
          route,
          from,
          to,
          minimumAmountOut(route.amountOut, slippage),
          user,
          latest.timestamp + swapDeadlineSeconds,
        )
        const gas = params.disableEstimate
          ? unestimatedSwapGas(route.path.length - 1)
          : await estimatedGas(market, { account: user, to: router, ...call })
        const answer: ConvertTransactionResponse = {
          tx: {
            from: caip(market.chain.chainId, user),
            to: caip(market.chain.chainId, router),
            data: call.data,
            amount: String(call.value),
            eip155: { gas: String(gas), gasPrice: String(gasPrice) },
          },
        }
        return jsonResponse(answer)
      },
    },
  ]
}
