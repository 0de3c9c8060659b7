import { nativeTokenAddress } from '@gatehouse/common'
import { getAddress, zeroAddress, type Address, type PublicClient } from 'viem'
import { isUnreachableNode } from '../chains/ChainUnavailableError'
import { HttpError } from '../http/HttpResponse'
import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from './swapAbis'
import type { SwapMarket, SwapRouter, SwapToken } from './swapMarkets'

/** One way to swap: a router and the token path through its pools, with the amount it gives. */
export interface SwapRoute {
  router: SwapRouter
  /** The pool path as the router takes it (the native currency as the router's WETH). */
  path: readonly Address[]
  amountIn: bigint
  amountOut: bigint
}

/** The code of a refusal when no route can take the amount (SPEC's insufficient-liquidity state). */
export const insufficientLiquidityCode = 'INSUFFICIENT_LIQUIDITY'

/**
 * A route whose output is below this share of what the amount is worth at the pools' current prices
 * (a price impact above 50 %: the amount is about as large as a pool's reserve) is not offered.
 */
const minimumShareOfSpotValue = { numerator: 1n, denominator: 2n }

const isNative = (token: SwapToken) => token.address === nativeTokenAddress

/** The paths a router can take from `from` to `to`: direct, then through its WETH or another offered token. */
function pathsOf(market: SwapMarket, router: SwapRouter, from: SwapToken, to: SwapToken): Address[][] {
  const weth = getAddress(router.weth)
  const start = isNative(from) ? weth : getAddress(from.address)
  const end = isNative(to) ? weth : getAddress(to.address)
  if (start === end) return []
  const hops = [
    weth,
    ...market.tokens.filter((token) => !isNative(token)).map((token) => getAddress(token.address)),
  ]
  const middles = [...new Set(hops)].filter((hop) => hop !== start && hop !== end)
  return [[start, end], ...middles.map((middle) => [start, middle, end])]
}

/** Undefined when the call reverted (no pool, an empty pool); a node that cannot be reached still throws. */
async function unlessReverted<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read
  } catch (error) {
    if (isUnreachableNode(error)) throw error
    return undefined
  }
}

/** What `amountIn` is worth at the end of `path` at the pools' current prices (no fee, no impact). */
async function spotValue(
  client: PublicClient,
  router: SwapRouter,
  path: readonly Address[],
  amountIn: bigint,
) {
  let [numerator, denominator] = [amountIn, 1n]
  for (let hop = 0; hop + 1 < path.length; hop++) {
    const [tokenIn, tokenOut] = [path[hop] as Address, path[hop + 1] as Address]
    const pair = await client.readContract({
      address: getAddress(router.factory),
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [tokenIn, tokenOut],
    })
    if (pair === zeroAddress) return 0n
    const [[reserve0, reserve1], token0] = await Promise.all([
      client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' }),
      client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' }),
    ])
    const inFirst = getAddress(token0) === tokenIn
    numerator *= inFirst ? reserve1 : reserve0
    denominator *= inFirst ? reserve0 : reserve1
  }
  return denominator === 0n ? 0n : numerator / denominator
}

/**
 * Every route of the market's routers from `from` to `to` for `amountIn`, best (largest amount out)
 * first, each read with the router's own `getAmountsOut`. Routes that revert (no pool) are skipped;
 * when none is left, or every one would lose more than half the amount's value to price impact, the
 * answer is a 400 with the code INSUFFICIENT_LIQUIDITY.
 */
export async function findSwapRoutes(
  market: SwapMarket,
  from: SwapToken,
  to: SwapToken,
  amountIn: bigint,
): Promise<SwapRoute[]> {
  if (from.address.toLowerCase() === to.address.toLowerCase()) {
    throw new HttpError(400, 'from and to must be different tokens')
  }
  const candidates = market.routers.flatMap((router) =>
    pathsOf(market, router, from, to).map((path) => ({ router, path })),
  )
  const routes = await market.chain.node.read((client) =>
    Promise.all(
      candidates.map(async ({ router, path }): Promise<SwapRoute | undefined> => {
        const amounts = await unlessReverted(
          client.readContract({
            address: getAddress(router.address),
            abi: uniswapV2RouterAbi,
            functionName: 'getAmountsOut',
            args: [amountIn, path],
          }),
        )
        const amountOut = amounts?.at(-1) ?? 0n
        if (amountOut === 0n) return undefined
        const spot = (await unlessReverted(spotValue(client, router, path, amountIn))) ?? 0n
        const { numerator, denominator } = minimumShareOfSpotValue
        if (amountOut * denominator < spot * numerator) return undefined
        return { router, path, amountIn, amountOut }
      }),
    ),
  )
  const usable = routes.filter((route): route is SwapRoute => route !== undefined)
  if (usable.length === 0) {
    throw new HttpError(
      400,
      `Insufficient liquidity: no pool on ${market.chain.chainId} can swap ${amountIn} ${from.symbol} base units for ${to.symbol}`,
      insufficientLiquidityCode,
    )
  }
  return usable.sort((a, b) => (a.amountOut === b.amountOut ? 0 : a.amountOut > b.amountOut ? -1 : 1))
}
