import { subscribe } from 'valtio/vanilla'
import type { AlertKind, ChainNamespace } from '@gatehouse/common'
import type { ConnectionController } from '../connection/createConnectionController'
import { authConnectorId } from '../connector/Connector'
import type { ConnectorController } from '../connector/createConnectorController'
import { createEmbeddedRpc, type EmbeddedRpcDeps } from '../flows/embeddedRpc'
import { createEmbeddedWallet, type EmbeddedWalletDeps } from './createEmbeddedWallet'
import type { AppMetadata } from '../options/types'
import type { ThemeState } from '../theme/createThemeController'
import { createFrameClient, type FrameTiming } from './createFrameClient'
import { syncHostData } from './syncHostData'

/** What the embedded wallet's code needs from its kit once it loads. */
export interface EmbeddedWalletRuntimeDeps
  extends Omit<EmbeddedRpcDeps, 'frame'>, Pick<EmbeddedWalletDeps, 'storage' | 'state' | 'now'> {
  options: {
    state: { embeddedWalletUrl: string; projectId: string | undefined; metadata: AppMetadata | undefined }
  }
  /** The modal's theme: the frame's approval screen follows it. */
  theme: { state: ThemeState }
  /** Where the frame's container goes (the kit's modal host); default the page's body. */
  frameParent?: () => HTMLElement
  platform: { origin(): string }
  alert: { open(kind: AlertKind): boolean }
  connection: Pick<ConnectionController, 'connect' | 'isConnected' | 'state' | 'handleAdapterState'>
  connectors: Pick<ConnectorController, 'find'>
  /** The kit's disconnect (the AUTH connector's then signs out of the frame). */
  disconnect(namespace: ChainNamespace): Promise<void>
  frameTiming?: Partial<FrameTiming>
}

/**
 * The embedded wallet's heavy half, loaded by dynamic import on the first call that needs it (or on a
 * reload after an e-mail login): the frame client, the RPC routing and the wallet on top of them.
 */
export function startEmbeddedWallet(deps: EmbeddedWalletRuntimeDeps) {
  const { connection } = deps
  const frame = createFrameClient({
    url: deps.options.state.embeddedWalletUrl,
    hostOrigin: deps.platform.origin(),
    projectId: deps.options.state.projectId,
    alert: deps.alert,
    timing: deps.frameTiming,
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

export type EmbeddedWalletRuntime = ReturnType<typeof startEmbeddedWallet>
