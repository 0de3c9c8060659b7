import { ErrorMessage, GatehouseError, type ChainNamespace } from '@gatehouse/common'
import type { ChainAdapter } from './ChainAdapter'

/** The kit's adapters, one per namespace. */
export function createAdapterRegistry(adapters: readonly ChainAdapter[]) {
  const byNamespace = new Map<ChainNamespace, ChainAdapter>()
  for (const adapter of adapters) byNamespace.set(adapter.namespace, adapter)
  return {
    all: (): ChainAdapter[] => [...byNamespace.values()],
    has: (namespace: ChainNamespace) => byNamespace.has(namespace),
    find: (namespace: ChainNamespace) => byNamespace.get(namespace),
    /** @throws GatehouseError 'Adapter not found' */
    get(namespace: ChainNamespace): ChainAdapter {
      const adapter = byNamespace.get(namespace)
      if (!adapter) throw new GatehouseError('AdapterNotFound', ErrorMessage.adapterNotFound)
      return adapter
    },
  }
}

export type AdapterRegistry = ReturnType<typeof createAdapterRegistry>
