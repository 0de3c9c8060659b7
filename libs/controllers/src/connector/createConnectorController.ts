import { proxy, ref } from 'valtio/vanilla'
import { safeUrl, type ChainNamespace } from '@gatehouse/common'
import type { Connector } from './Connector'
import { mergeMultiChainConnectors } from './mergeConnectors'

export interface ConnectorState {
  /** Connectors of every namespace, multi-chain ones merged. */
  connectors: Connector[]
  byNamespace: Partial<Record<ChainNamespace, Connector[]>>
  /** True once every adapter has discovered its wallets. */
  discovered: boolean
}

/**
 * A connector with its icon checked: whatever a wallet announces (EIP-6963 icons are `data:` image
 * URIs) may only be an image, never a script or document URL; a refused icon is left out.
 */
function withSafeImage(connector: Connector): Connector {
  const { imageUrl, ...rest } = connector
  const safe = safeUrl(imageUrl, 'imgSrc')
  return safe === undefined ? rest : { ...rest, imageUrl: safe }
}

/** The connectors adapters discovered. */
export function createConnectorController() {
  const state = proxy<ConnectorState>({ connectors: [], byNamespace: {}, discovered: false })
  return {
    state,
    setConnectors(namespace: ChainNamespace, connectors: readonly Connector[]) {
      state.byNamespace[namespace] = connectors.map(withSafeImage).map((connector) =>
        // Providers are live objects with their own events: keep them by reference, never proxied.
        connector.provider ? { ...connector, provider: ref(connector.provider) } : connector,
      )
      state.connectors = mergeMultiChainConnectors(Object.values(state.byNamespace).flat())
    },
    setDiscovered(discovered: boolean) {
      state.discovered = discovered
    },
    find(id: string, namespace?: ChainNamespace): Connector | undefined {
      const pool = namespace ? (state.byNamespace[namespace] ?? []) : Object.values(state.byNamespace).flat()
      return pool.find((connector) => connector.id === id)
    },
  }
}

export type ConnectorController = ReturnType<typeof createConnectorController>
