import { resolve } from 'node:path'
import type { LocalTokenChain } from '../chain/localTokenChains'

/** The USD prices of the local tokens and ETH that apps/cloud serves for the local chains. */
export const localPriceFile = resolve(import.meta.dirname, '../../../apps/cloud/data/local-prices.json')

const chainNames: Record<number, string> = { 31337: 'Localhost', 1337: 'Local Devnet' }

/**
 * apps/cloud's `chains` configuration for local chains: their RPC URL, Ether, the deployed ERC-20s
 * (USDT-style ones included) as tokens and the ERC-721s as collections (spam flagged), priced from
 * apps/cloud/data/local-prices.json, the local ENS Universal Resolver identities read names with, and
 * the local swap market (both routers over WETH; GUSD and USDT offered beside ETH) for the convert API.
 * The service checks it when it starts (a bad field fails the start, naming it).
 */
export function cloudChainsOf(chains: readonly LocalTokenChain[], priceFile = localPriceFile) {
  return chains.map((chain) => ({
    chainId: `eip155:${chain.chainId}`,
    name: chainNames[chain.chainId] ?? `Local chain ${chain.chainId}`,
    rpcUrl: chain.rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: chain.tokens
      .filter((token) => token.kind !== 'erc721')
      .map(({ address, name, symbol, decimals }) => ({ address, name, symbol, decimals })),
    collections: chain.tokens
      .filter((token) => token.kind === 'erc721')
      .map(({ address, name, spam }) => ({ address, name, spam })),
    priceFile,
    universalResolver: chain.ens.universalResolver,
    swaps: {
      routers: chain.market.routers.map(({ name, router, factory }) => ({
        name,
        address: router,
        factory,
        weth: chain.market.weth,
      })),
      tokens: chain.tokens
        .filter((token) => token.kind !== 'erc721' && token.decimals > 0)
        .map((token) => token.address),
    },
  }))
}

/** apps/cloud's `farcaster` configuration: the local ID registry of the first local chain (31337). */
export function cloudFarcasterOf(chains: readonly LocalTokenChain[]): {
  chainId: string
  idRegistry: string
} {
  const [first] = chains
  if (!first) throw new Error('No local chain for the Farcaster ID registry')
  return { chainId: `eip155:${first.chainId}`, idRegistry: first.farcaster.idRegistry }
}
