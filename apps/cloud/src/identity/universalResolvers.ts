import type { Address } from 'viem'
import { mainnet, sepolia } from 'viem/chains'
import type { ChainConfig } from '../config/chainConfig'

/** ENS's deployed Universal Resolvers, by CAIP-2 chain id, as viem's chain definitions list them. */
export const knownUniversalResolvers: Readonly<Record<string, Address>> = Object.fromEntries(
  [mainnet, sepolia].map((chain) => [`eip155:${chain.id}`, chain.contracts.ensUniversalResolver.address]),
)

/** The Universal Resolver of a chain: the configured one, else ENS's own on Ethereum and Sepolia. */
export function universalResolverOf(config: ChainConfig): Address | undefined {
  return (config.universalResolver as Address | undefined) ?? knownUniversalResolvers[config.chainId]
}
