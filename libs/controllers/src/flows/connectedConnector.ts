import type { ChainNamespace } from '@gatehouse/common'
import type { ChainState } from '../chain/createChainController'
import type { ConnectionState } from '../connection/createConnectionController'
import type { Connector } from '../connector/Connector'
import type { ConnectorController } from '../connector/createConnectorController'

/** What finding the connected wallet reads. */
export interface ConnectedConnectorDeps {
  chain: { state: Pick<ChainState, 'activeNamespace'> }
  connection: { state: Pick<ConnectionState, 'namespaces'> }
  connectors: Pick<ConnectorController, 'find'>
}

/** The connector a namespace (the active one by default) is connected with, if any. */
export function connectedConnector(
  deps: ConnectedConnectorDeps,
  namespace: ChainNamespace = deps.chain.state.activeNamespace,
): Connector | undefined {
  const connectorId = deps.connection.state.namespaces[namespace]?.connectorId
  return connectorId === undefined ? undefined : deps.connectors.find(connectorId, namespace)
}
