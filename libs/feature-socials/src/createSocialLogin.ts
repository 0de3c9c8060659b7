import { proxy } from 'valtio/vanilla'
import { safeUrl, type SocialLoginFailure } from '@gatehouse/common'
import type { FeatureContext } from '@gatehouse/controllers'
import { frameRefusalReason } from '@gatehouse/embedded-wallet/refusal'
import { serviceAddress, serviceOrigin } from './serviceAddress'
import type { OAuthProvider } from './socialProviders'
import type { SocialLoginWindow, SocialPopup } from './socialLoginWindow'
import { acceptSocialResult, type ReceivedMessage } from './socialResultMessage'

/** Why a social login stopped: the service's reasons, or the kit's own (no start address, no connection). */
export type SocialProblem = SocialLoginFailure | 'start_failed' | 'connect_failed'

/**
 * Where a social login stands: `starting` while the start address is asked for, `waiting` while the
 * visitor is in the popup, `connecting` while the frame opens the wallet; `cancelled` when the popup
 * closed without a result; `failed` with its problem.
 */
export type SocialLoginStatus = 'idle' | 'starting' | 'waiting' | 'connecting' | 'cancelled' | 'failed'

export interface SocialLoginState {
  provider: OAuthProvider | undefined
  status: SocialLoginStatus
  problem: SocialProblem | undefined
  /** The page itself goes to the provider (no popup could open). */
  redirect: boolean
}

/** What the social login uses of its kit. */
export type SocialLoginContext = FeatureContext<'router' | 'options' | 'embeddedWallet'>

/** How often a popup is looked at to learn it closed; its result, if any, has arrived by the next look. */
export const popupCheckInterval = 1000

/** Views of the social login: once connected, Account replaces them. */
const socialViews = new Set<string>(['Connect', 'ConnectSocials', 'ConnectingSocial'])

/** Why a start failed: the provider being down is the visitor's to know (and to retry later). */
function startProblem(error: unknown): SocialProblem {
  return frameRefusalReason(error) === 'SOCIAL_PROVIDER_UNAVAILABLE' ? 'provider_unavailable' : 'start_failed'
}

/**
 * The social login (docs/reference/views.md#social-login-views, docs/reference/endpoints.md#social-redirect): opens a popup inside the visitor's click, asks the embedded
 * wallet for the provider's start address (a web address only) and points the popup at it; accepts
 * the result only from apps/cloud's login frame origin (its hand-over page) and that popup, with a
 * result address on that origin, then hands it to the frame, which
 * connects the AUTH connector. Where no popup opens (an in-app browser, a blocker) the page itself goes
 * to the start address and the kit finishes on its return (`result_uri`). A closed popup is
 * `cancelled`; every failure has its problem; nothing is stored unless the login connects.
 */
export function createSocialLogin(context: SocialLoginContext, browser: SocialLoginWindow) {
  const state = proxy<SocialLoginState>({
    provider: undefined,
    status: 'idle',
    problem: undefined,
    redirect: false,
  })
  let attempt = 0
  let popup: SocialPopup | undefined
  let stopListening: (() => void) | undefined
  let closedCheck: ReturnType<typeof setInterval> | undefined

  // apps/cloud's login frame: its origin serves the hand-over page that posts the result.
  const frameUrl = () => context.options.state.embeddedWalletUrl

  function stopWatching() {
    stopListening?.()
    stopListening = undefined
    clearInterval(closedCheck)
    closedCheck = undefined
  }

  function closePopup() {
    if (popup && !popup.isClosed()) popup.close()
    popup = undefined
  }

  function fail(problem: SocialProblem, error?: unknown) {
    if (error !== undefined) console.warn(`[gatehouse] the social login stopped (${problem})`, error)
    stopWatching()
    closePopup()
    state.status = 'failed'
    state.problem = problem
  }

  async function finish(current: number, resultUri: string) {
    const address = serviceAddress(resultUri, frameUrl())
    if (address === undefined)
      return fail('connect_failed', new Error('result address not on the login frame origin'))
    state.status = 'connecting'
    try {
      await context.embeddedWallet.connectSocial(address)
    } catch (error) {
      if (current === attempt) fail('connect_failed', error)
      return
    }
    if (current !== attempt) return
    state.status = 'idle'
    if (socialViews.has(context.router.state.view)) context.router.reset('Account')
  }

  function watch(current: number, opened: SocialPopup) {
    const expected = { origin: serviceOrigin(frameUrl()), source: opened.window }
    stopListening = browser.onMessage((event: ReceivedMessage) => {
      if (current !== attempt || state.status !== 'waiting') return
      const message = acceptSocialResult(event, expected)
      if (!message) return
      stopWatching()
      closePopup()
      if ('error' in message) fail(message.error)
      else void finish(current, message.resultUri)
    })
    let closedSeen = false
    closedCheck = setInterval(() => {
      if (!opened.isClosed()) return
      // The result posted just before the popup closed is handled by now: the next look decides.
      if (!closedSeen) {
        closedSeen = true
        return
      }
      stopWatching()
      popup = undefined
      if (current === attempt && state.status === 'waiting') state.status = 'cancelled'
    }, popupCheckInterval)
  }

  return {
    state,

    /**
     * Starts a login with `provider`. Call it inside the visitor's click: the popup opens before
     * anything is awaited, so that popup blockers allow it.
     */
    async start(provider: OAuthProvider): Promise<void> {
      const current = ++attempt
      stopWatching()
      closePopup()
      const opened = browser.inAppBrowser() ? undefined : browser.openPopup()
      popup = opened
      Object.assign(state, { provider, status: 'starting', problem: undefined, redirect: !opened })
      if (context.router.state.view !== 'ConnectingSocial') context.router.push('ConnectingSocial')
      let address: string | undefined
      try {
        await context.embeddedWallet.prepare()
        // The provider's authorization page (any web origin): only its scheme can be checked here.
        const returnUrl = opened ? undefined : browser.pageUrl()
        address = safeUrl(await context.embeddedWallet.getSocialRedirectUri(provider, returnUrl), 'web')
      } catch (error) {
        if (current === attempt) fail(startProblem(error), error)
        return
      }
      if (current !== attempt) return
      if (address === undefined)
        return fail('start_failed', new Error('the start address is not a web address'))
      state.status = 'waiting'
      if (!opened) {
        // No popup here: the page goes to the provider and comes back with `result_uri`.
        browser.navigate(address)
        return
      }
      opened.go(address)
      watch(current, opened)
    },

    /** The same provider again, after a cancel or a failure. */
    retry(): Promise<void> {
      return state.provider ? this.start(state.provider) : Promise.resolve()
    },

    /** Stops waiting (the visitor left the view or pressed cancel): the popup closes, nothing is kept. */
    stop() {
      if (state.status === 'connecting') return
      attempt++
      stopWatching()
      closePopup()
      Object.assign(state, { status: 'idle', problem: undefined })
    },

    /** The kit is destroyed: no popup or listener outlives it. */
    destroy() {
      attempt++
      stopWatching()
      closePopup()
    },
  }
}

export type SocialLogin = ReturnType<typeof createSocialLogin>
