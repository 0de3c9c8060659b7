import { proxy } from 'valtio/vanilla'
import type { EmbeddedWallet, EmbeddedWalletState } from '../embedded/EmbeddedWallet'
import type { EmbeddedWalletTransport } from '../embedded/EmbeddedWalletTransport'
import type {
  EmbeddedWalletRuntime,
  EmbeddedWalletRuntimeDeps,
  LoadEmbeddedWallet,
} from '../embedded/EmbeddedWalletRuntime'
import { ErrorMessage, GatehouseError } from '@gatehouse/common'

/** A kit built without the embedded wallet's code (no `KitEnvironment.loadEmbeddedWallet`): its frame cannot load. */
const unavailable = () => new GatehouseError('FrameLoadFailed', ErrorMessage.frameLoadFailed)

/**
 * The kit's embedded wallet: its state at once, its code (`@gatehouse/embedded-wallet`: frame client,
 * RPC routing) by `loadCode`'s dynamic import on the first call that needs it — a login view's, or the
 * AUTH connector's when a stored e-mail login is restored. A page whose visitor never logs in by
 * e-mail downloads none of it.
 */
export function createLazyEmbeddedWallet(
  deps: Omit<EmbeddedWalletRuntimeDeps, 'state'>,
  loadCode: LoadEmbeddedWallet | undefined,
) {
  const state = proxy<EmbeddedWalletState>({ frame: 'absent', loggingIn: false })
  let runtime: Promise<EmbeddedWalletRuntime> | undefined
  let loaded: EmbeddedWalletRuntime | undefined
  const load = () => {
    runtime ??= (loadCode ? loadCode() : Promise.reject(unavailable())).then((startEmbeddedWallet) => {
      loaded = startEmbeddedWallet({ ...deps, state })
      return loaded
    })
    runtime.catch(() => {
      runtime = undefined
    })
    return runtime
  }

  // Each call loads the code first, then runs the loaded wallet's own method.
  const later = <K extends Exclude<keyof EmbeddedWallet, 'state'>>(key: K): EmbeddedWallet[K] =>
    (async (...args: unknown[]) =>
      ((await load()).wallet[key] as (...given: unknown[]) => unknown)(...args)) as EmbeddedWallet[K]
  const wallet: EmbeddedWallet = {
    state,
    prepare: later('prepare'),
    connectEmail: later('connectEmail'),
    connectOtp: later('connectOtp'),
    getSocialRedirectUri: later('getSocialRedirectUri'),
    connectSocial: later('connectSocial'),
    getFarcasterUri: later('getFarcasterUri'),
    connectFarcaster: later('connectFarcaster'),
    clearFarcaster: later('clearFarcaster'),
    updateEmail: later('updateEmail'),
    updateEmailPrimaryOtp: later('updateEmailPrimaryOtp'),
    updateEmailSecondaryOtp: later('updateEmailSecondaryOtp'),
    signOut: later('signOut'),
  }

  const transport: EmbeddedWalletTransport = {
    loginUsed: () => deps.storage.get('emailLoginUsed') === true,
    request: async (type, params) => (await load()).transport.request(type, params),
    rpc: async (request) => (await load()).transport.rpc(request),
    signOut: async () => (await load()).transport.signOut(),
    onSessionEnded(listener) {
      let stop: (() => void) | undefined
      let stopped = false
      void load().then((loadedRuntime) => {
        if (!stopped) stop = loadedRuntime.transport.onSessionEnded(listener)
      })
      return () => {
        stopped = true
        stop?.()
      }
    },
  }

  return {
    wallet,
    transport,
    /**
     * Shows the frame in the modal's body (the ApproveTransaction view's slot for it, see
     * frameSlotName) or hides it. Nothing happens before the frame exists.
     */
    showFrame(visible: boolean) {
      loaded?.frame.show(visible)
    },
  }
}

/** The kit's embedded wallet, as `createControllers` returns it. */
export type KitEmbeddedWallet = ReturnType<typeof createLazyEmbeddedWallet>
