import { proxy } from 'valtio/vanilla'
import type { SIWXSession } from '@gatehouse/common'

/** Where sign-in stands for the active account. */
export type SignInStatus = 'off' | 'checking' | 'needed' | 'signing' | 'signedIn'

export interface SignInState {
  status: SignInStatus
  /** The active account's session, while it has one. */
  session: SIWXSession | undefined
  /** The last signature was declined or refused ('Signature declined' shows on the view). */
  declined: boolean
  /** The account's session expired: the view says so ('Session Expired') while asking again. */
  expired: boolean
}

/** Sign-in's state before anything happened: off. */
export function createSignInState(): SignInState {
  return proxy<SignInState>({ status: 'off', session: undefined, declined: false, expired: false })
}
