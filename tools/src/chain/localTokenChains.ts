import { deployLocalEns, type LocalEns } from './deployLocalEns'
import { deployLocalFarcaster, type LocalFarcaster } from './deployLocalFarcaster'
import { localEnsNames } from './localEnsPlan'
import { deployLocalMarket, type LocalMarket } from './deployLocalMarket'
import { deployLocalTokens, type LocalToken } from './deployLocalTokens'
import { startLocalChains } from './localChains'
import type { LocalChain } from './startAnvil'

/** A local chain with the local test tokens deployed and minted, and ENS with its seeded names. */
export interface LocalTokenChain extends LocalChain {
  /** The deployed tokens, in deployment order (ERC-20s first, then the ERC-721 collections). */
  tokens: LocalToken[]
  /** The ENS contracts and the names seeded (development account 0 is `dev.eth`). */
  ens: LocalEns
  /** WETH and the two Uniswap V2 markets (factory, router, seeded pools between ETH, GUSD and USDT). */
  market: LocalMarket
  /** The Farcaster ID registry and its test fids (custody keys for playing the Farcaster app). */
  farcaster: LocalFarcaster
}

/**
 * Starts both local chains (see startLocalChains) and deploys the local test tokens and ENS on each
 * (two deployer accounts, side by side), then the swap market over the tokens (a third deployer),
 * the same addresses on both. Stops the chains again when a deployment fails.
 */
export async function startLocalChainsWithTokens(
  preferredPorts: readonly number[] = [0, 0],
  /** The apps/cloud that will serve these chains: the seeded ENS avatars point at it. */
  cloudUrl?: string,
): Promise<LocalTokenChain[]> {
  const chains = await startLocalChains(preferredPorts)
  try {
    return await Promise.all(
      chains.map(async (chain) => {
        const [{ tokens, market }, ens, farcaster] = await Promise.all([
          deployLocalTokens(chain).then(async (tokens) => ({
            tokens,
            market: await deployLocalMarket(chain, tokens),
          })),
          deployLocalEns(chain, localEnsNames(cloudUrl)),
          deployLocalFarcaster(chain),
        ])
        return { ...chain, tokens, ens, market, farcaster }
      }),
    )
  } catch (error) {
    await Promise.all(chains.map((chain) => chain.stop()))
    throw error
  }
}

/** The tokens of each chain by chain id, as the e2e stack and `npm start` hand them to tests. */
export function tokensByChainId(chains: readonly LocalTokenChain[]): Record<number, LocalToken[]> {
  return Object.fromEntries(chains.map((chain) => [chain.chainId, chain.tokens]))
}

/** The swap market of each chain by chain id, handed to tests beside the tokens. */
export function marketsByChainId(chains: readonly LocalTokenChain[]): Record<number, LocalMarket> {
  return Object.fromEntries(chains.map((chain) => [chain.chainId, chain.market]))
}
