import type { Config, Connector } from '@wagmi/core'

/** The current connection as wagmi's store holds it. */
export interface ConnectionState {
  status: Config['state']['status']
  address: `0x${string}` | undefined
  addresses: readonly `0x${string}`[] | undefined
  chainId: number | undefined
  connector: Connector | undefined
}

/**
 * Reads the current connection from the config's store, the API wagmi 2 and 3 share (wagmi 2 names its
 * action `getAccount`, wagmi 3 `getConnection`; neither name exists in both majors for good).
 */
export function readConnectionState(config: Config): ConnectionState {
  const { connections, current, status } = config.state
  const connection = current ? connections.get(current) : undefined
  const addresses = connection?.accounts
  return {
    status: connection || status !== 'connected' ? status : 'disconnected',
    address: addresses?.[0],
    addresses,
    chainId: connection?.chainId,
    connector: connection?.connector,
  }
}

/** What makes two connection states different for a listener. */
function connectionKey(config: Config): string {
  const state = readConnectionState(config)
  return [state.status, state.connector?.uid, state.chainId, ...(state.addresses ?? [])].join('|')
}

/** Calls `onChange` with the new connection state whenever status, connector, chain or accounts change. */
export function watchConnectionState(config: Config, onChange: (state: ConnectionState) => void): () => void {
  return config.subscribe(
    () => connectionKey(config),
    () => onChange(readConnectionState(config)),
  )
}
