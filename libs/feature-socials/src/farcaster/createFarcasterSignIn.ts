import { proxy } from 'valtio/vanilla'
import type { FeatureContext } from '@gatehouse/controllers'
import { farcasterProblemOf, type FarcasterProblem } from './farcasterProblem'

/** Where the ConnectingFarcaster view stands. */
export interface FarcasterSignInState {
  /** opening: asking the frame for a link; waiting: for the visitor's Farcaster app; failed: see `problem`. */
  status: 'opening' | 'waiting' | 'failed'
  /** The `farcaster://connect` link shown as a QR code and a link. */
  url?: string
  problem?: FarcasterProblem
}

/** The Farcaster sign-in of the ConnectingFarcaster view (docs/reference/views.md#connecting-farcaster). */
export interface FarcasterSignIn {
  readonly state: FarcasterSignInState
  /** Shows the open link (or opens one) and waits for the app; connected, the modal goes to Account. */
  start(): void
  /** After a failure: a new link, and waiting again. */
  retry(): void
  /** The view is left: stop waiting; not connected, clear the link and reload the auth connector (docs/reference/views.md#farcaster-leave). */
  leave(): void
  destroy(): void
}

/** Creates the Farcaster sign-in on the kit's embedded wallet. */
export function createFarcasterSignIn(
  context: FeatureContext<'embeddedWallet' | 'connection' | 'router'>,
): FarcasterSignIn {
  const wallet = context.embeddedWallet
  const state = proxy<FarcasterSignInState>({ status: 'opening' })
  let attempt = 0
  let waiting: AbortController | undefined

  async function begin(fresh: boolean) {
    const mine = (attempt += 1)
    waiting?.abort()
    const stop = new AbortController()
    waiting = stop
    Object.assign(state, { status: 'opening', url: undefined, problem: undefined })
    try {
      const url = (!fresh && wallet.state.farcasterUrl) || (await wallet.getFarcasterUri())
      if (mine !== attempt) return
      Object.assign(state, { status: 'waiting', url })
      await wallet.connectFarcaster(stop.signal)
      if (mine !== attempt) return
      if (context.router.state.view === 'ConnectingFarcaster') context.router.reset('Account')
    } catch (error) {
      if (mine !== attempt || stop.signal.aborted) return
      Object.assign(state, { status: 'failed', url: undefined, problem: farcasterProblemOf(error) })
    }
  }

  return {
    state,
    start: () => void begin(false),
    retry: () => void begin(true),
    leave() {
      attempt += 1
      waiting?.abort()
      waiting = undefined
      Object.assign(state, { status: 'opening', url: undefined, problem: undefined })
      if (!context.connection.isConnected()) void wallet.clearFarcaster()
    },
    destroy() {
      attempt += 1
      waiting?.abort()
    },
  }
}
