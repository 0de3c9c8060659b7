import { erc20Abi, type Address } from 'viem'
import type { CollectionConfig, TokenConfig } from '../config/chainConfig'
import type { ChainNode } from './chainNode'
import { isUnreachableNode } from './ChainUnavailableError'

/** What the service knows of an ERC-20 or ERC-721 contract. */
export interface TokenFacts {
  name: string | undefined
  symbol: string | undefined
  /** 0 when the contract does not say (an ERC-721, or an ERC-20 without decimals()). */
  decimals: number
  /** The configured icon, if any. */
  iconUrl: string | undefined
  /** A collection the configuration marks as spam. */
  spam: boolean
}

/** Facts about the token contracts of one chain: the configured ones, else what the contract says. */
export interface TokenDirectory {
  /** The configured ERC-20 tokens of the chain, in configuration order. */
  tokens: readonly TokenConfig[]
  /** The configured token or collection at an address (any case), if any. */
  configured(address: string): TokenConfig | CollectionConfig | undefined
  facts(address: string): Promise<TokenFacts>
}

// Enough for every token a busy local chain has seen; beyond it the oldest answers are asked again.
const maxRemembered = 2_000

/**
 * The token directory of a chain. A contract that is not configured is asked for its name, symbol
 * and decimals once (each may be missing: many contracts lack one); the answers are kept, unless the
 * node could not be reached, in which case the next call asks again.
 */
export function createTokenDirectory(node: ChainNode): TokenDirectory {
  const { tokens, collections } = node.config
  const byAddress = new Map<string, TokenConfig | CollectionConfig>()
  for (const contract of [...tokens, ...collections]) byAddress.set(contract.address.toLowerCase(), contract)
  const asked = new Map<string, Promise<TokenFacts>>()

  async function ask<T>(
    address: Address,
    functionName: 'name' | 'symbol' | 'decimals',
  ): Promise<T | undefined> {
    try {
      return (await node.client.readContract({ address, abi: erc20Abi, functionName })) as T
    } catch (error) {
      if (isUnreachableNode(error)) throw error
      return undefined
    }
  }

  async function askContract(
    address: Address,
    known: TokenConfig | CollectionConfig | undefined,
  ): Promise<TokenFacts> {
    const [name, symbol, decimals] = await Promise.all([
      known ? known.name : ask<string>(address, 'name'),
      known && 'symbol' in known ? known.symbol : ask<string>(address, 'symbol'),
      known && 'decimals' in known ? known.decimals : ask<number>(address, 'decimals'),
    ])
    return {
      name,
      symbol,
      decimals: decimals ?? 0,
      iconUrl: known && 'iconUrl' in known ? known.iconUrl : undefined,
      spam: known && 'spam' in known ? known.spam : false,
    }
  }

  return {
    tokens,
    configured: (address) => byAddress.get(address.toLowerCase()),
    facts(address) {
      const key = address.toLowerCase()
      let facts = asked.get(key)
      if (!facts) {
        if (asked.size >= maxRemembered) asked.clear()
        facts = askContract(key as Address, byAddress.get(key))
        asked.set(key, facts)
        facts.catch(() => asked.delete(key))
      }
      return facts
    },
  }
}

/** How an ERC-721 token is named in answers: its collection's name and its id ("Gatehouse Pass #3"). */
export function nftName(collection: TokenFacts, tokenId: string | number | bigint): string {
  return `${collection.name ?? 'NFT'} #${tokenId}`
}
