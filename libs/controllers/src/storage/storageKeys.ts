import * as v from 'valibot'
import { chainNamespaces } from '@gatehouse/common'
import { remoteUrlSchema } from '../urls/remoteUrlSchema'

const namespace = v.picklist(chainNamespaces)
const caipNetworkId = v.pipe(v.string(), v.regex(/^[a-z0-9-]+:[^:]+$/))
const cachedRecord = v.looseObject({ timestamp: v.number(), address: v.string() })
/**
 * The token balances of one account, as last read (docs/reference/limits.md#caches: kept 30 s). Each balance is checked where
 * it is read (the portfolio code, which loads on demand), not here in the kit's core.
 */
const portfolioRecord = v.object({
  timestamp: v.number(),
  address: v.string(),
  balances: v.array(v.unknown()),
})
/** The name and avatar of one address (docs/reference/limits.md#caches: kept 5 minutes). */
const identityRecord = v.object({
  timestamp: v.number(),
  address: v.string(),
  name: v.optional(v.string()),
  avatar: v.optional(remoteUrlSchema('image')),
})

/** A wallet remembered as recently used (docs/reference/entities.md#stored-keys, capped at 2). */
export const recentWalletSchema = v.object({
  id: v.string(),
  name: v.string(),
  imageUrl: v.optional(remoteUrlSchema('image')),
  rdns: v.optional(v.string()),
})
export type RecentWallet = v.InferOutput<typeof recentWalletSchema>

/**
 * Every key Gatehouse stores (docs/reference/entities.md#stored-keys), with the schema its value must satisfy. A value that does not
 * parse or validate is treated as absent.
 */
export const storageKeys = {
  emailLoginUsed: v.boolean(),
  email: v.pipe(v.string(), v.email()),
  lastEmailLoginTime: v.number(),
  socialUsername: v.string(),
  lastUsedChain: caipNetworkId,
  smartAccountEnabledNetworks: v.array(v.union([v.number(), v.string()])),
  preferredAccountTypes: v.record(namespace, v.string()),
  connectedNamespaces: v.array(namespace),
  connectionStatus: v.picklist(['connected', 'disconnected']),
  recentWallets: v.array(recentWalletSchema),
  connectedConnectorIds: v.record(namespace, v.string()),
  activeNamespace: namespace,
  balanceCache: v.record(v.string(), cachedRecord),
  identityCache: v.record(v.string(), identityRecord),
  nameCache: v.record(v.string(), cachedRecord),
  portfolioCache: v.record(v.string(), portfolioRecord),
} as const

export type StorageKey = keyof typeof storageKeys
export type StoredValue<K extends StorageKey> = v.InferOutput<(typeof storageKeys)[K]>
