import { nativeTokenAddress } from '@gatehouse/common'
import { encodeFunctionData, erc20Abi, getAddress, maxUint256, type Address, type Hex } from 'viem'
import { shortReason, isUnreachableNode } from '../chains/ChainUnavailableError'
import { HttpError } from '../http/HttpResponse'
import { uniswapV2RouterAbi } from './swapAbis'
import type { SwapMarket, SwapRouter, SwapToken } from './swapMarkets'
import type { SwapRoute } from './swapRoutes'

/** How long a built swap stays valid: its deadline is the latest block's time plus this. */
export const swapDeadlineSeconds = 20n * 60n

/** The gas a swap is given with `disableEstimate`: a base plus a share per pool it goes through. */
export const unestimatedSwapGas = (hops: number) => 120_000n + 80_000n * BigInt(hops)

/** The code of a build-transaction refused because no router of the route holds enough allowance. */
export const insufficientAllowanceCode = 'INSUFFICIENT_ALLOWANCE'
/** The code of a build-transaction whose swap the node says would revert. */
export const swapWouldFailCode = 'SWAP_WOULD_FAIL'

const isNative = (token: SwapToken) => token.address === nativeTokenAddress

/** What each router of the market may spend of `token` for `owner` (the native currency needs no approval). */
export async function allowancesOf(
  market: SwapMarket,
  token: SwapToken,
  owner: Address,
): Promise<Map<SwapRouter, bigint>> {
  if (isNative(token)) return new Map(market.routers.map((router) => [router, maxUint256]))
  const amounts = await market.chain.node.read((client) =>
    Promise.all(
      market.routers.map((router) =>
        client.readContract({
          address: getAddress(token.address),
          abi: erc20Abi,
          functionName: 'allowance',
          args: [owner, getAddress(router.address)],
        }),
      ),
    ),
  )
  return new Map(market.routers.map((router, index) => [router, amounts[index] ?? 0n]))
}

/** The approve call letting `router` spend `amount` (all, when not given) of the token. */
export function approveData(router: SwapRouter, amount: bigint | undefined): Hex {
  return encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [getAddress(router.address), amount ?? maxUint256],
  })
}

/** The minimum a swap accepts: the quoted amount less `slippagePercent` (two decimals kept). */
export function minimumAmountOut(amountOut: bigint, slippagePercent: number): bigint {
  const basisPoints = BigInt(Math.round(slippagePercent * 100))
  return (amountOut * (10_000n - basisPoints)) / 10_000n
}

/** The router call of a route: ETH in, ETH out or tokens both ways, paying out to `recipient`. */
export function swapCall(
  route: SwapRoute,
  from: SwapToken,
  to: SwapToken,
  amountOutMin: bigint,
  recipient: Address,
  deadline: bigint,
): { data: Hex; value: bigint } {
  const path = [...route.path]
  if (isNative(from)) {
    return {
      data: encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactETHForTokens',
        args: [amountOutMin, path, recipient, deadline],
      }),
      value: route.amountIn,
    }
  }
  const functionName = isNative(to) ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'
  return {
    data: encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName,
      args: [route.amountIn, amountOutMin, path, recipient, deadline],
    }),
    value: 0n,
  }
}

/** The gas of a call from `account`, estimated by the node; a revert is a 400 SWAP_WOULD_FAIL. */
export async function estimatedGas(
  market: SwapMarket,
  call: { account: Address; to: Address; data: Hex; value: bigint },
): Promise<bigint> {
  try {
    return await market.chain.node.client.estimateGas(call)
  } catch (error) {
    if (isUnreachableNode(error)) return market.chain.node.read(() => Promise.reject(error))
    throw new HttpError(400, `The swap would fail: ${shortReason(error)}`, swapWouldFailCode)
  }
}
