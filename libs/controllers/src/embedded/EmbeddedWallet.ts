import type { FrameUser } from '@gatehouse/common'

/** Where the embedded wallet's login frame stands (docs/reference/states.md#login-frame). */
export type EmbeddedWalletFrameStatus = 'absent' | 'loading' | 'ready' | 'failed'

/** The embedded wallet as the kit and its login features see it (a valtio proxy in `state`). */
export interface EmbeddedWalletState {
  frame: EmbeddedWalletFrameStatus
  /** The visitor the frame logged in, once connected. */
  user?: FrameUser
  /** The address a code was sent to and is awaited for (the OTP step). */
  pendingEmail?: string
  /** An e-mail change in progress: the new address and which code is awaited. */
  emailUpdate?: { email: string; step: 'primary' | 'secondary' }
  /** When the last login code was asked for (ms since epoch), for the 30 s resend cooldown. */
  lastEmailLoginAt?: number
  /** A login in progress (docs/reference/states.md#embedded-connecting: sets the namespace's status to connecting). */
  loggingIn: boolean
  /** The Farcaster sign-in link the frame opened (docs/reference/views.md#farcaster-leave), until used or cleared. */
  farcasterUrl?: string
}

/**
 * The embedded wallet (e-mail and social login) behind the AUTH connector: every call goes to the
 * secure frame through the login frame protocol; keys never leave it. Failures reject with a
 * GatehouseError whose message is from the catalogue (the frame's own message, or 'An error occurred').
 */
export interface EmbeddedWallet {
  readonly state: EmbeddedWalletState
  /** Creates the frame if needed and waits until it is ready (+500 ms), or IFRAME_LOAD_FAILED after 20 s. */
  prepare(): Promise<void>
  /** Asks for a login code; within 30 s of the last one rejects with 'Please try again after {n} seconds'. */
  connectEmail(email: string): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }>
  /** Checks the code, then connects the AUTH connector through the kit's connection flow. */
  connectOtp(otp: string): Promise<void>
  /** Starts changing the visitor's e-mail: a code goes to the current address (primary), then to the new one (secondary). */
  updateEmail(email: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>
  updateEmailPrimaryOtp(otp: string): Promise<void>
  updateEmailSecondaryOtp(otp: string): Promise<{ newEmail: string }>
  /**
   * The address where the visitor logs in with `provider` (docs/reference/endpoints.md#login-frame-protocol, GET_SOCIAL_REDIRECT_URI): the
   * provider's authorization page of the login apps/cloud started, to open in a popup (or the page
   * itself; `returnUrl` is then the page the login comes back to with `result_uri`).
   */
  getSocialRedirectUri(provider: string, returnUrl?: string): Promise<string>
  /**
   * Hands the social login's result address to the frame (CONNECT_SOCIAL), then connects the AUTH
   * connector through the kit's connection flow; stores the social username (docs/reference/entities.md#stored-keys) on success only.
   */
  connectSocial(uri: string): Promise<void>
  /** Opens a Farcaster sign-in (GET_FARCASTER_URI): the `farcaster://connect` link, kept in `state.farcasterUrl`. */
  getFarcasterUri(): Promise<string>
  /**
   * Waits for the visitor's Farcaster app to answer the open sign-in (CONNECT_FARCASTER, asked again
   * while the frame says it is pending), then connects the AUTH connector; `signal` stops waiting.
   */
  connectFarcaster(signal?: AbortSignal): Promise<void>
  /**
   * docs/reference/views.md#farcaster-leave: leaving the Farcaster view while not connected clears the Farcaster URL and reloads the
   * auth connector (the frame reloads, forgetting the sign-in it opened).
   */
  clearFarcaster(): Promise<void>
  /** Ends the login in the frame and clears what docs/reference/states.md#sign-out lists (e-mail-used flag, e-mail, last chain, social username). */
  signOut(): Promise<void>
}
