import type { Connector } from './Connector'

/**
 * Merges connectors of the same name from several namespaces into one MULTI_CHAIN connector
 * (docs/reference/entities.md#connector), keeping the order in which names first appear.
 */
export function mergeMultiChainConnectors(connectors: readonly Connector[]): Connector[] {
  const byName = new Map<string, Connector[]>()
  for (const connector of connectors) {
    const group = byName.get(connector.name) ?? []
    group.push(connector)
    byName.set(connector.name, group)
  }
  return [...byName.values()].map((group) => {
    const first = group[0] as Connector
    const namespaces = new Set(group.map((connector) => connector.chain))
    if (namespaces.size < 2) return first
    return { ...first, type: 'MULTI_CHAIN', connectors: group }
  })
}
