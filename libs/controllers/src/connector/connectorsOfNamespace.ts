import type { ChainNamespace } from '@gatehouse/common'
import type { Connector } from './Connector'

/**
 * The connectors that connect `namespace`: its own, and of each multi-chain connector the part for
 * that namespace (a wallet of several namespaces is then connected on the one asked for).
 */
export function connectorsOfNamespace(
  connectors: readonly Connector[],
  namespace: ChainNamespace,
): Connector[] {
  return connectors.flatMap((connector) => {
    if (connector.type === 'MULTI_CHAIN') {
      const part = connector.connectors?.find((candidate) => candidate.chain === namespace)
      return part ? [part] : []
    }
    return connector.chain === namespace ? [connector] : []
  })
}
