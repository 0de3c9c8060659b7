import type { CaipNetworkId } from '../caip/types'
import type { Network } from '../networks/Network'

/**
 * The fields of a sign-in message: EIP-4361 on EVM chains, CAIP-122 on the others. The names and
 * optional parts follow AppKit's `SIWXMessage.Data`, so a host's own SIWX implementation moves over.
 */
export interface SIWXMessageData {
  /** The plain address that signs (no CAIP prefix). */
  accountAddress: string
  /** The CAIP-2 network the session is for, such as `eip155:1`. */
  chainId: CaipNetworkId
  /** The host (RFC 3986 authority) asking for the sign-in, such as `app.example.com`. */
  domain: string
  /** The URI of the page asking for the sign-in. */
  uri: string
  /** The message version, `1` for EIP-4361. */
  version: string
  /** A single-use random value issued for this message. */
  nonce: string
  statement?: string
  /** ISO 8601 date-time. */
  issuedAt?: string
  /** ISO 8601 date-time after which the session is no longer valid. */
  expirationTime?: string
  /** ISO 8601 date-time before which the session is not yet valid. */
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/** What the kit passes to `createMessage`: the account that is about to sign in. */
export interface SIWXMessageInput {
  /**
   * The account's address, or `accountAddressPlaceholder` when the wallet has not chosen one yet
   * (WalletConnect's one-step sign-in): the message then serves for its nonce and fields only.
   */
  accountAddress: string
  chainId: CaipNetworkId
}

/** A message ready to sign: its fields and the exact text the wallet signs. */
export interface SIWXMessage extends SIWXMessageData {
  /** The text the wallet signs; it must state every field above. */
  toString(): string
}

/**
 * AppKit's namespaced names for the same types (`SIWXMessage.Data`, `SIWXMessage.Input`), so code
 * written against AppKit compiles unchanged.
 */
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace SIWXMessage {
  type Data = SIWXMessageData
  type Input = SIWXMessageInput
}

/** A CAIP-74 CACAO, as WalletConnect's one-step authenticate returns it. */
export interface SIWXCacao {
  h: { t: string }
  p: {
    domain: string
    aud: string
    nonce: string
    iss: string
    version?: string
    iat?: string
    nbf?: string
    exp?: string
    statement?: string
    requestId?: string
    resources?: string[]
  }
  s: { t: string; s: string; m?: string }
}

/** A signed-in session: the message's fields, the signed text and its signature. */
export interface SIWXSession {
  data: SIWXMessageData
  message: string
  signature: string
  /** Present when the session came from WalletConnect's one-step authenticate. */
  cacao?: SIWXCacao
}

/**
 * AppKit's SIWX plugin interface: the host passes an implementation as the `siwx` option and the
 * kit asks for a signature once an account is connected on a supported network without a session.
 */
export interface SIWXConfig {
  /** Creates a unique message (fresh nonce) for the account to sign. */
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage>
  /** Verifies and stores a signed session; rejects when the session is not valid. */
  addSession(session: SIWXSession): Promise<void>
  /** Ends the sessions of one account on one network. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every stored session with these (an empty list signs out everywhere). */
  setSessions(sessions: SIWXSession[]): Promise<void>
  /** The valid sessions of one account on one network, empty when there is none. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  /** True when the visitor must sign in to stay connected (the modal cannot be closed before). */
  getRequired?(): boolean
  /**
   * Gatehouse's addition: true when the account had a session on this network that no longer
   * counts because it expired, or because the service keeping it refused it. The kit asks after
   * `getSessions` found none, so that the sign-in prompt can tell the visitor why it is back.
   */
  isSessionExpired?(chainId: CaipNetworkId, address: string): Promise<boolean>
  /** When true (the default), disconnecting the wallet revokes its sessions. */
  signOutOnDisconnect?: boolean
  /**
   * Gatehouse's addition: the kit calls it once when it loads with what an implementation may need
   * to check a session (the networks the host configured, with their RPC URLs).
   */
  attach?(kit: SIWXKitContext): void
}

/** What the kit tells a SIWX implementation about itself (see `SIWXConfig.attach`). */
export interface SIWXKitContext {
  /** The networks the host configured: a session on any other chain is refused. */
  networks: readonly Network[]
}
