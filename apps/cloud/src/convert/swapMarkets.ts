import { ErrorMessage, localSwapNetworkIds, nativeTokenAddress, swapNetworkIds } from '@gatehouse/common'
import type { Address } from 'viem'
import type { ChainService, ChainServices } from '../chains/chainServices'
import type { SwapsConfig } from '../config/chainConfig'
import { HttpError } from '../http/HttpResponse'

/** A router of a chain's swap market, as configured. */
export type SwapRouter = SwapsConfig['routers'][number]

/** A token the swap market of a chain offers; `address` is `nativeTokenAddress` for the native currency. */
export interface SwapToken {
  address: Address
  name: string
  symbol: string
  decimals: number
  iconUrl: string | undefined
}

/** A chain the convert API serves: its chain service, routers and offered tokens (native first). */
export interface SwapMarket {
  chain: ChainService
  routers: readonly SwapRouter[]
  tokens: readonly SwapToken[]
  /** The offered token at an address (any case; the native address too), else a 400. */
  token(address: string): SwapToken
}

/** The convert API's chains: which chain ids are swap chains and the market of each. */
export interface SwapMarkets {
  /** The market of a swap chain; 400 'Network not supported for Swaps' for any other chain. */
  market(chainId: string): SwapMarket
  /** The chain service of a swap chain; 400 'Network not supported for Gas Price' otherwise. */
  gasPriceChain(chainId: string): ChainService
}

/** The swap chains by default: the 12 of docs/reference/limits.md#swap-chains (AppKit's list) and the local development chains. */
export const defaultSwapChainIds: readonly string[] = [...swapNetworkIds, ...localSwapNetworkIds]

/** The code of a refusal for a chain the convert API does not serve. */
export const unsupportedNetworkCode = 'UNSUPPORTED_NETWORK'

function marketOf(chain: ChainService, swaps: SwapsConfig): SwapMarket {
  const offered = swaps.tokens?.map((address) => address.toLowerCase())
  const erc20s = chain.config.tokens.filter((token) =>
    offered ? offered.includes(token.address.toLowerCase()) : token.decimals > 0,
  )
  const tokens: SwapToken[] = [
    { address: nativeTokenAddress, iconUrl: undefined, ...chain.config.nativeCurrency },
    ...erc20s.map((token) => ({
      address: token.address as Address,
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      iconUrl: token.iconUrl,
    })),
  ]
  return {
    chain,
    routers: swaps.routers,
    tokens,
    token(address) {
      const found = tokens.find((token) => token.address.toLowerCase() === address.toLowerCase())
      if (!found) throw new HttpError(400, `Token ${address} is not offered for swaps on ${chain.chainId}`)
      return found
    },
  }
}

/**
 * The swap markets of the configured chains. A chain serves the convert API when it is one of
 * `swapChainIds` and its configuration has `swaps.routers`: a swap chain without routers has no
 * market to quote from, and is refused like any other chain.
 */
export function createSwapMarkets(
  chains: ChainServices,
  swapChainIds: readonly string[] = defaultSwapChainIds,
): SwapMarkets {
  const markets = new Map<string, SwapMarket>()
  for (const chain of chains.list) {
    if (chain.config.swaps && swapChainIds.includes(chain.chainId)) {
      markets.set(chain.chainId, marketOf(chain, chain.config.swaps))
    }
  }
  return {
    market(chainId) {
      const market = markets.get(chainId)
      if (!market) throw new HttpError(400, ErrorMessage.networkNotSupportedForSwaps, unsupportedNetworkCode)
      return market
    },
    gasPriceChain(chainId) {
      const market = markets.get(chainId)
      if (!market)
        throw new HttpError(400, ErrorMessage.networkNotSupportedForGasPrice, unsupportedNetworkCode)
      return market.chain
    },
  }
}
