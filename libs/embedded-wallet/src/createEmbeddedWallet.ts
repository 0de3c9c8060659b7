import {
  farcasterPendingMessage,
  ErrorMessage,
  GatehouseError,
  Timing,
  type FrameRequests,
  type FrameRequestType,
  type FrameUser,
} from '@gatehouse/common'
import type { FrameClient } from './createFrameClient'
import type {
  EmbeddedWallet,
  EmbeddedWalletRuntimeDeps,
  EmbeddedWalletState,
  EmbeddedWalletTransport,
} from '@gatehouse/controllers'

/** What the embedded wallet reads and changes outside the frame. */
export interface EmbeddedWalletDeps {
  frame: Pick<FrameClient, 'request' | 'ready' | 'onEvent'>
  /** The routed RPC (flows/embeddedRpc). */
  rpc(request: FrameRequests['RPC_REQUEST']['params']): Promise<unknown>
  storage: EmbeddedWalletRuntimeDeps['storage']
  /** The wallet's state, created by the kit before this module loaded. */
  state: EmbeddedWalletState
  /** Connects the AUTH connector through the kit's connection flow. */
  connectAuth(): Promise<void>
  /** True while the AUTH connector is the connected one. */
  isAuthConnected(): boolean
  /** Disconnects the AUTH connector through the kit (its adapter then signs out in the frame). */
  disconnectAuth(): Promise<void>
  /** docs/reference/states.md#embedded-connecting: a login in progress sets the namespace's status to connecting; false ends it. */
  setConnecting(connecting: boolean): void
  now?: () => number
}

/** Keys sign-out clears (docs/reference/states.md#sign-out), with the last e-mail login time of the cooldown. */
const signOutKeys = [
  'emailLoginUsed',
  'email',
  'lastUsedChain',
  'socialUsername',
  'lastEmailLoginTime',
] as const

/**
 * The embedded wallet on its frame: the `EmbeddedWallet` the login views use, and the transport the
 * adapter's AUTH connector uses. It keeps the stored keys (docs/reference/entities.md#stored-keys,
 * docs/reference/states.md#sign-out) and the 30 s resend cooldown (docs/reference/validation.md#email-cooldown).
 */
export function createEmbeddedWallet(deps: EmbeddedWalletDeps) {
  const { frame, storage, state } = deps
  const now = deps.now ?? Date.now
  const sessionEndedListeners = new Set<() => void>()
  state.lastEmailLoginAt ??= storage.get('lastEmailLoginTime')

  frame.onEvent((event) => {
    if (event.type !== 'session-ended') return
    state.user = undefined
    sessionEndedListeners.forEach((listener) => listener())
  })

  // A frame reloading (clearFarcaster) takes no request until it says it is ready again.
  let reloading: Promise<void> | undefined
  let farcasterWait: AbortController | undefined

  async function request<T extends FrameRequestType>(
    type: T,
    params: FrameRequests[T]['params'],
    signal?: AbortSignal,
  ): Promise<FrameRequests[T]['result']> {
    if (reloading) await reloading
    const result = await frame.request(type, params, signal ? { signal } : {})
    if (type === 'GET_USER') state.user = result as FrameUser
    return result
  }

  async function signOutOfFrame(): Promise<void> {
    // docs/reference/limits.md#timings: sign-out waits at most 3 s for the frame; the keys are cleared either way.
    let timer: ReturnType<typeof setTimeout> | undefined
    const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, Timing.signOutMaxWait)))
    try {
      await Promise.race([request('SIGN_OUT', {}), cap])
    } catch (error) {
      console.warn('[gatehouse] the embedded wallet did not sign out', error)
    } finally {
      clearTimeout(timer)
      signOutKeys.forEach((key) => storage.remove(key))
      Object.assign(state, {
        user: undefined,
        pendingEmail: undefined,
        emailUpdate: undefined,
        lastEmailLoginAt: undefined,
        loggingIn: false,
      })
    }
  }

  const transport: EmbeddedWalletTransport = {
    loginUsed: () => storage.get('emailLoginUsed') === true,
    request,
    rpc: deps.rpc,
    signOut: signOutOfFrame,
    onSessionEnded(listener) {
      sessionEndedListeners.add(listener)
      return () => sessionEndedListeners.delete(listener)
    },
  }

  /**
   * A login the kit could not connect is no login: nothing of it stays stored, so a reload does not
   * try to restore it (the frame's refusals store nothing in the first place).
   */
  function forgetUnconnectedLogin() {
    if (deps.isAuthConnected()) return
    deps.setConnecting(false)
    storage.remove('emailLoginUsed')
    storage.remove('socialUsername')
    state.user = undefined
  }

  const wallet: EmbeddedWallet = {
    state,
    prepare: () => frame.ready(),

    async connectEmail(email) {
      const last = state.lastEmailLoginAt ?? storage.get('lastEmailLoginTime')
      const waited = last === undefined ? Infinity : now() - last
      if (waited < Timing.emailLoginCooldown) {
        const seconds = Math.ceil((Timing.emailLoginCooldown - waited) / 1000)
        throw new GatehouseError('EmailLoginCooldown', ErrorMessage.tryAgainAfter(seconds))
      }
      const result = await request('CONNECT_EMAIL', { email })
      const at = now()
      state.lastEmailLoginAt = at
      state.pendingEmail = email
      storage.set('lastEmailLoginTime', at)
      storage.set('email', email)
      return { action: result.action }
    },

    async connectOtp(otp) {
      state.loggingIn = true
      deps.setConnecting(true)
      try {
        await request('CONNECT_OTP', { otp })
        storage.set('emailLoginUsed', true)
        await deps.connectAuth()
        state.pendingEmail = undefined
      } catch (error) {
        forgetUnconnectedLogin()
        throw error
      } finally {
        state.loggingIn = false
      }
    },

    async getSocialRedirectUri(provider, returnUrl) {
      return (await request('GET_SOCIAL_REDIRECT_URI', returnUrl ? { provider, returnUrl } : { provider }))
        .uri
    },

    async connectSocial(uri) {
      state.loggingIn = true
      deps.setConnecting(true)
      try {
        const user = await request('CONNECT_SOCIAL', { uri })
        state.user = user
        storage.set('emailLoginUsed', true)
        if (user.userName) storage.set('socialUsername', user.userName)
        else storage.remove('socialUsername')
        await deps.connectAuth()
      } catch (error) {
        forgetUnconnectedLogin()
        throw error
      } finally {
        state.loggingIn = false
      }
    },

    async getFarcasterUri() {
      const { url } = await request('GET_FARCASTER_URI', {})
      state.farcasterUrl = url
      return url
    },

    async connectFarcaster(signal) {
      farcasterWait?.abort()
      const waiting = new AbortController()
      farcasterWait = waiting
      const stop = () => waiting.abort()
      signal?.addEventListener('abort', stop, { once: true })
      let connecting = false
      try {
        let user: FrameUser | undefined
        while (!user) {
          try {
            user = await request('CONNECT_FARCASTER', {}, waiting.signal)
          } catch (error) {
            // Each answer comes within the 30 s of a connect request; pending means ask again.
            if (
              !(error instanceof Error && error.message === farcasterPendingMessage) ||
              waiting.signal.aborted
            )
              throw error
          }
        }
        connecting = true
        state.loggingIn = true
        deps.setConnecting(true)
        state.user = user
        state.farcasterUrl = undefined
        storage.set('emailLoginUsed', true)
        if (user.userName) storage.set('socialUsername', user.userName)
        else storage.remove('socialUsername')
        await deps.connectAuth()
      } catch (error) {
        if (connecting) forgetUnconnectedLogin()
        throw error
      } finally {
        state.loggingIn = false
        signal?.removeEventListener('abort', stop)
        if (farcasterWait === waiting) farcasterWait = undefined
      }
    },

    async clearFarcaster() {
      farcasterWait?.abort()
      state.farcasterUrl = undefined
      if (deps.isAuthConnected() || state.frame !== 'ready') return
      reloading ??= (async () => {
        let stopListening = () => {}
        const readyAgain = new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Timing.frameLoadTimeout)
          const unsubscribe = frame.onEvent((event) => {
            if (event.type === 'ready') resolve()
          })
          stopListening = () => {
            clearTimeout(timer)
            unsubscribe()
          }
        })
        try {
          await frame.request('RELOAD', {})
          await readyAgain
        } catch (error) {
          console.warn('[gatehouse] the embedded wallet did not reload', error)
        } finally {
          stopListening()
          reloading = undefined
        }
      })()
      await reloading
    },

    async updateEmail(email) {
      const result = await request('UPDATE_EMAIL', { email })
      state.emailUpdate = {
        email,
        step: result.action === 'VERIFY_PRIMARY_OTP' ? 'primary' : 'secondary',
      }
      return { action: result.action }
    },

    async updateEmailPrimaryOtp(otp) {
      await request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
      if (state.emailUpdate) state.emailUpdate = { ...state.emailUpdate, step: 'secondary' }
    },

    async updateEmailSecondaryOtp(otp) {
      const { newEmail } = await request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      state.emailUpdate = undefined
      storage.set('email', newEmail)
      if (state.user) state.user = { ...state.user, email: newEmail }
      return { newEmail }
    },

    async signOut() {
      // Connected: the kit's disconnect runs the connector's, which signs out of the frame.
      if (deps.isAuthConnected()) await deps.disconnectAuth()
      else await signOutOfFrame()
    },
  }

  return { wallet, transport }
}
