import { proxy } from 'valtio/vanilla'

/** Where a story's social login stands: the state the ConnectingSocial view (libs/feature-socials) reads. */
export interface StorySocialLogin {
  provider: 'google' | 'x' | 'discord' | 'apple' | 'github' | 'facebook'
  status: 'starting' | 'waiting' | 'connecting' | 'cancelled' | 'failed'
  problem?:
    | 'access_denied'
    | 'provider_unavailable'
    | 'invalid_state'
    | 'invalid_code'
    | 'start_failed'
    | 'connect_failed'
  redirect?: boolean
}

/**
 * The kit's social login controller held in one state for a story: a story shows a state, it opens no
 * popup (the real controller is libs/feature-socials' createSocialLogin, tested there and end to end).
 * Retry and cancel leave the state as it is.
 */
export function storySocialLogin(given: StorySocialLogin | undefined) {
  const state = proxy({ problem: undefined, redirect: false, ...given })
  return {
    state,
    start: async () => undefined,
    retry: async () => undefined,
    stop: () => undefined,
    destroy: () => undefined,
  }
}
