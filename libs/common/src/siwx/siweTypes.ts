/** What AppKit's legacy `createMessage` of a SIWE config receives (the fields of an EIP-4361 message). */
export interface SIWECreateMessageArgs {
  domain: string
  uri: string
  chainId: number
  nonce: string
  version: '1'
  /** The signer as a DID: `did:pkh:eip155:<chainId>:<address>`. */
  address: string
  statement?: string
  iat?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

/** What a legacy SIWE config's `getMessageParams` may set. */
export interface SIWEMessageParams {
  domain?: string
  uri?: string
  chains?: number[]
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

/** The signed-in account as a legacy SIWE config's `getSession` returns it. */
export interface SIWESession {
  address: string
  chainId: number
}

/** What a legacy SIWE config's `verifyMessage` receives. */
export interface SIWEVerifyMessageArgs {
  message: string
  signature: string
}

/**
 * AppKit's legacy `siweConfig` (from `createSIWEConfig` of `@reown/appkit-siwe`): the host's server
 * issues the nonce, verifies the signature and keeps the session. Gatehouse adapts it to SIWX.
 */
export interface SIWEConfig {
  getNonce(address?: string): Promise<string>
  createMessage(args: SIWECreateMessageArgs): string
  verifyMessage(args: SIWEVerifyMessageArgs): Promise<boolean>
  getSession(): Promise<SIWESession | null>
  signOut(): Promise<boolean>
  getMessageParams?(): Promise<SIWEMessageParams>
  onSignIn?(session?: SIWESession): void
  onSignOut?(): void
  /** Disconnecting signs out (default true). */
  signOutOnDisconnect?: boolean
  /** The visitor must sign in (default true in AppKit's SIWE). */
  required?: boolean
  /** False turns sign-in off (default true). */
  enabled?: boolean
}
