import { subscribe } from 'valtio/vanilla'
import type { AlertKind } from '@gatehouse/common'
import { createEmbeddedRpc, type EmbeddedRpcDeps } from '../flows/embeddedRpc'
import { createEmbeddedWallet, type EmbeddedWalletDeps } from './createEmbeddedWallet'
import { createFrameClient, type FrameTiming } from './createFrameClient'

/** What the embedded wallet's code needs from its kit once it loads. */
export interface EmbeddedWalletRuntimeDeps
  extends Omit<EmbeddedRpcDeps, 'frame'>, Omit<EmbeddedWalletDeps, 'frame' | 'rpc'> {
  frameUrl: string
  hostOrigin: string
  projectId: string | undefined
  alert: { open(kind: AlertKind): boolean }
  frameTiming?: Partial<FrameTiming>
}

/**
 * The embedded wallet's heavy half, loaded by dynamic import on the first call that needs it (or on a
 * reload after an e-mail login): the frame client, the RPC routing and the wallet on top of them.
 */
export function startEmbeddedWallet(deps: EmbeddedWalletRuntimeDeps) {
  const frame = createFrameClient({
    url: deps.frameUrl,
    hostOrigin: deps.hostOrigin,
    projectId: deps.projectId,
    alert: deps.alert,
    timing: deps.frameTiming,
  })
  subscribe(frame.state, () => {
    deps.state.frame = frame.state.status
  })
  const rpc = createEmbeddedRpc({ ...deps, frame })
  const { wallet, transport } = createEmbeddedWallet({ ...deps, frame, rpc })
  return { frame, wallet, transport }
}

export type EmbeddedWalletRuntime = ReturnType<typeof startEmbeddedWallet>
