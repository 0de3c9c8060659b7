import type { ChainNamespace } from '@gatehouse/common'
import type { ConnectResult } from '../adapter/ChainAdapter'
import type { SignIn as SignInFlow, SignInDeps } from '../flows/signIn'
import { createSignInState } from '../flows/signInState'

/**
 * The kit's sign-in: its state at once, the flow (flows/signIn) by dynamic import only when the host
 * turned sign-in on (`siwx` or `siweConfig`), so that every other host's first intent does not
 * download it. With sign-in on the flow loads with the kit and catches up with the connection it
 * finds (a restored one on reload, or one made meanwhile), then follows it. Without sign-in the
 * WalletConnect connect is the plain one and the actions load the flow only to refuse.
 */
export function createLazySignIn(deps: SignInDeps) {
  const state = createSignInState()
  let flow: Promise<SignInFlow> | undefined
  const load = () => (flow ??= import('../flows/signIn').then((module) => module.createSignIn(deps, state)))
  // The host's sign-in is set once, with the options.
  const on = deps.options.state.siwx !== undefined
  if (on) void load()
  const later = (action: 'signIn' | 'cancel' | 'signOut') => async () => (await load())[action]()

  return {
    state,
    /** Asks the wallet to sign a fresh message and stores the session (the view's Sign button). */
    signIn: later('signIn'),
    /** The view's Cancel: disconnects when sign-in is required, else closes the modal. */
    cancel: later('cancel'),
    /** Ends the active account's session (the host's sign-out). */
    signOut: later('signOut'),
    /** The WalletConnect connect: one-step sign-in where it applies (see flows/signIn). */
    connectWalletConnect(namespace: ChainNamespace, onUri: (uri: string) => void): Promise<ConnectResult> {
      if (!on) return deps.connection.connectWalletConnect(namespace, onUri)
      return load().then((loaded) => loaded.connectWalletConnect(namespace, onUri))
    },
    /** Stops following the account (once the flow is there). */
    stop: () => void flow?.then((loaded) => loaded.stop()),
  }
}

/** One kit's sign-in, as the kit hands it to views and the host surface. */
export type KitSignIn = ReturnType<typeof createLazySignIn>
