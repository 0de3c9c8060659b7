import type { Address, PublicClient } from 'viem'
import { getEnsName, getEnsText, normalize } from 'viem/ens'
import type { ChainService, ChainServices } from '../chains/chainServices'
import { log } from '../logging/log'
import { avatarUrlOf } from './avatarUrl'
import { universalResolverOf } from './universalResolvers'

/** An address's primary ENS name and the avatar its records give, when the modal may show one. */
export interface EnsIdentity {
  name: string
  avatar: string | null
}

/** Looks up the ENS identity of a (lower-case) address, for the chain the caller is on. */
export type EnsLookup = (address: Address, chainId?: string) => Promise<EnsIdentity | null>

/** ENS answers are kept 5 minutes (docs/reference/limits.md#caches). */
export const ensCacheMs = 5 * 60_000
// A chain that failed is asked again after this gap, not on every request in the meantime.
const failureCacheMs = 30_000
const maxCachedAnswers = 10_000

/** Whether a name is in ENS normal form (ENSIP-15); one that is not may imitate another name. */
function isNormalised(name: string): boolean {
  try {
    return normalize(name) === name
  } catch {
    return false
  }
}

/**
 * Reads an address's primary name through the chain's Universal Resolver, the way viem does: the
 * resolver verifies it forward (the name's `addr` must be the address, else no name), and a name
 * that is not in ENS normal form counts as none. Then the name's `avatar` record.
 */
async function readEnsIdentity(
  client: PublicClient,
  universalResolverAddress: Address,
  address: Address,
): Promise<EnsIdentity | null> {
  const name = await getEnsName(client, { address, universalResolverAddress })
  if (!name || !isNormalised(name)) return null
  const record = await getEnsText(client, { name, key: 'avatar', universalResolverAddress })
  return { name, avatar: avatarUrlOf(record) }
}

/**
 * ENS identities of addresses, on the chain asked about when it has a Universal Resolver, else on
 * Ethereum (eip155:1) when that is configured; none otherwise. Answers are cached per chain and
 * address for 5 minutes and shared by concurrent requests. A node that is down or a resolver that
 * fails gives no name: logged once per chain until it answers again, retried after 30 seconds.
 */
export function createEnsLookup(chains: ChainServices, cacheMs = ensCacheMs): EnsLookup {
  const cache = new Map<string, { answer: Promise<EnsIdentity | null>; expires: number }>()
  const failing = new Set<string>()

  function ensChainOf(chainId: string | undefined): { service: ChainService; resolver: Address } | undefined {
    for (const id of [chainId, 'eip155:1']) {
      const service = chains.list.find((candidate) => candidate.chainId === id)
      const resolver = service && universalResolverOf(service.config)
      if (service && resolver) return { service, resolver }
    }
    return undefined
  }

  async function lookUp(service: ChainService, resolver: Address, address: Address, key: string) {
    try {
      const identity = await readEnsIdentity(service.node.client, resolver, address)
      failing.delete(service.chainId)
      return identity
    } catch (error) {
      const entry = cache.get(key)
      if (entry) entry.expires = Math.min(entry.expires, Date.now() + failureCacheMs)
      if (!failing.has(service.chainId)) {
        failing.add(service.chainId)
        log.warn('ENS lookup failed; identities on this chain have no ENS name until it answers', {
          chainId: service.chainId,
          universalResolver: resolver,
          error,
        })
      }
      return null
    }
  }

  return async (address, chainId) => {
    const chain = ensChainOf(chainId)
    if (!chain) return null
    const key = `${chain.service.chainId}:${address.toLowerCase()}`
    const now = Date.now()
    const cached = cache.get(key)
    if (cached && cached.expires > now) return cached.answer
    if (cache.size >= maxCachedAnswers) cache.clear()
    const entry = { answer: Promise.resolve<EnsIdentity | null>(null), expires: now + cacheMs }
    cache.set(key, entry)
    entry.answer = lookUp(chain.service, chain.resolver, address, key)
    return entry.answer
  }
}
