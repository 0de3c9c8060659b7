import type { CaipNetworkId, ChainNamespace, Network } from '@gatehouse/common'
import type { AppKitOptions, StorageBackend } from '@gatehouse/controllers'

/** The prefix of every key the controllers store (libs/controllers storage). */
const prefix = '@gatehouse/'

/** The page's `localStorage` when it can be used, else none. */
function pageStorage(): StorageBackend | undefined {
  try {
    return globalThis.localStorage ?? undefined
  } catch {
    return undefined
  }
}

/**
 * What the page's first bundle knows of the kit before it loads, read from the options and from the
 * few storage keys that decide the first state: the network each namespace starts on, the active
 * namespace, and whether a stored session is to be restored. It follows the controllers' rules
 * (createChainController, restore); a stored value that is not one of the configured ones is ignored.
 */
export function readEarlyState(options: AppKitOptions, backend = pageStorage()) {
  const read = (key: string): unknown => {
    try {
      const raw = backend?.getItem(prefix + key)
      return raw == null ? undefined : JSON.parse(raw)
    } catch {
      return undefined
    }
  }
  const networks = options.networks
  const lastUsed = read('lastUsedChain')
  const preferred = [lastUsed, options.defaultNetwork?.caipNetworkId]
  const networkOf: Partial<Record<ChainNamespace, Network>> = {}
  for (const network of networks) {
    const namespace = network.chainNamespace
    if (networkOf[namespace]) continue
    const inNamespace = networks.filter((candidate) => candidate.chainNamespace === namespace)
    networkOf[namespace] =
      preferred
        .map((id) => inNamespace.find((candidate) => candidate.caipNetworkId === id))
        .find((found) => found !== undefined) ?? network
  }
  const lastUsedNamespace = typeof lastUsed === 'string' ? lastUsed.split(':')[0] : undefined
  const activeNamespace = ([
    read('activeNamespace'),
    lastUsedNamespace,
    options.defaultNetwork?.chainNamespace,
  ]
    .filter((namespace): namespace is ChainNamespace => typeof namespace === 'string')
    .find((namespace) => networkOf[namespace]) ?? (networks[0] as Network).chainNamespace) as ChainNamespace
  const stored = read('connectedNamespaces')
  const connectorIds = read('connectedConnectorIds') as Record<string, unknown> | undefined
  const restoring =
    read('connectionStatus') === 'connected' && Array.isArray(stored)
      ? (stored as unknown[]).filter(
          (namespace): namespace is ChainNamespace =>
            typeof namespace === 'string' &&
            networkOf[namespace as ChainNamespace] !== undefined &&
            typeof connectorIds?.[namespace] === 'string',
        )
      : []
  return {
    activeNamespace,
    /** The network a namespace starts on (undefined for a namespace without networks). */
    network: (namespace: ChainNamespace): Network | undefined => networkOf[namespace],
    caipNetworkId: (namespace: ChainNamespace): CaipNetworkId | undefined =>
      networkOf[namespace]?.caipNetworkId,
    /** The namespaces whose stored session the kit restores as soon as it loads. */
    restoring,
    /** Whether the visitor has recent wallets (the Connect view lists them), read now. */
    hasRecentWallets: () => {
      const recent = read('recentWallets')
      return Array.isArray(recent) && recent.length > 0
    },
  }
}

export type EarlyState = ReturnType<typeof readEarlyState>
