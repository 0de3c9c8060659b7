import { subscribe } from 'valtio/vanilla'
import {
  authConnectorId,
  type EmbeddedWalletRuntime,
  type EmbeddedWalletRuntimeDeps,
} from '@gatehouse/controllers'
import { createEmbeddedWallet } from './createEmbeddedWallet'
import { createEmbeddedRpc } from './embeddedRpc'
import { createFrameClient } from './createFrameClient'
import { syncHostData } from './syncHostData'

/**
 * The embedded wallet's heavy half, loaded by the kit's dynamic import on the first call that needs it
 * (or on a reload after an e-mail login): the frame client, the RPC routing and the wallet on top of
 * them. A `StartEmbeddedWallet` of `@gatehouse/controllers`.
 */
export function startEmbeddedWallet(deps: EmbeddedWalletRuntimeDeps): EmbeddedWalletRuntime {
  const { connection } = deps
  const frame = createFrameClient({
    url: deps.options.state.embeddedWalletUrl,
    hostOrigin: deps.platform.origin(),
    projectId: deps.options.state.projectId,
    alert: deps.alert,
    ...(deps.frameParent ? { parent: deps.frameParent } : {}),
  })
  subscribe(frame.state, () => {
    deps.state.frame = frame.state.status
  })
  syncHostData(frame, deps)
  const rpc = createEmbeddedRpc({ ...deps, frame })
  const { wallet, transport } = createEmbeddedWallet({
    ...deps,
    frame,
    rpc,
    async connectAuth() {
      const connector = deps.connectors.find(authConnectorId, 'eip155') ?? {
        id: authConnectorId,
        name: 'Email/Socials',
        type: 'AUTH' as const,
        chain: 'eip155' as const,
      }
      await connection.connect(connector)
    },
    isAuthConnected: () =>
      connection.isConnected('eip155') && connection.state.namespaces.eip155?.connectorId === authConnectorId,
    disconnectAuth: () => deps.disconnect('eip155'),
    setConnecting: (connecting) =>
      connection.handleAdapterState('eip155', { status: connecting ? 'connecting' : 'disconnected' }),
  })
  return { frame, wallet, transport }
}
