import type { CaipAddress, CaipNetworkId, ChainNamespace } from '@gatehouse/common'
import type { ChainAdapter } from './ChainAdapter'

/** What one namespace asks a wallet for in a WalletConnect session proposal (CAIP-25). */
export interface WalletConnectNamespaceProposal {
  namespace: ChainNamespace
  /** The configured networks, the active one first. */
  chains: readonly CaipNetworkId[]
  methods: readonly string[]
  events: readonly string[]
  /** The RPC URL per CAIP-2 network id, for the provider's read calls. */
  rpcMap: Readonly<Record<CaipNetworkId, string>>
}

/** A JSON-RPC request sent over a WalletConnect session to one network. */
export interface WalletConnectSessionRequest {
  method: string
  params: unknown
  /** The CAIP-2 network the request is for; its namespace must be one of the session's. */
  chainId: CaipNetworkId
}

/** One namespace's part of a WalletConnect session that another adapter opened. */
export interface WalletConnectSessionShare {
  /** The session's CAIP-10 accounts in the namespace, in the wallet's order. */
  readonly accounts: readonly CaipAddress[]
  /**
   * The session's properties as the wallet approved them (strings, such as bip122's
   * `bip122_getAccountAddresses`); empty when it gave none or the session ended.
   */
  readonly sessionProperties: Readonly<Record<string, string>>
  /** The wallet's metadata as the session holds it (`{ name, icons }`): remote data, read by the kit. */
  readonly peer: unknown
  /**
   * Sends a request over the session.
   * @throws GatehouseError 'RequestNeedsSession' "Please call connect() before request()" once the session ended.
   * @throws GatehouseError 'NamespaceNotConfigured' for a network outside the session's namespaces.
   */
  request<T = unknown>(request: WalletConnectSessionRequest): Promise<T>
  /** Ends the session for every namespace in it (the wallet hears `session_delete`). */
  disconnect(): Promise<void>
  /**
   * Calls `listener` once when the session ends: the wallet deleted it, or an adapter disconnected.
   * Returns the unsubscribe function.
   */
  onEnd(listener: () => void): () => void
}

/** How an adapter that opens WalletConnect sessions hands one namespace's part to another adapter. */
export interface WalletConnectSessionLink {
  /**
   * The share of the session in place, after restoring a stored one; undefined when there is no
   * session or it has no account in the namespace.
   */
  current(): Promise<WalletConnectSessionShare | undefined>
  /** Calls `listener` for each session approved from now on with accounts in the namespace. */
  onSession(listener: (share: WalletConnectSessionShare) => void): () => void
}

/** Capability: the adapter that opens WalletConnect sessions proposes other adapters' namespaces too. */
export interface WalletConnectSessionHostCapability {
  /** Adds `proposal` (as an optional namespace) to every pairing from now on. Cheap, no I/O. */
  linkWalletConnectNamespace(proposal: WalletConnectNamespaceProposal): WalletConnectSessionLink
}

/** Capability: an adapter that connects through a WalletConnect session another adapter opens. */
export interface WalletConnectSessionGuestCapability {
  /** What the adapter asks the wallet for. Cheap, no I/O. */
  walletConnectProposal(): WalletConnectNamespaceProposal
  /** Called once, as the kit starts, with the link to the opening adapter's sessions. */
  joinWalletConnectSessions(link: WalletConnectSessionLink): void
}

/** True when the adapter can carry other namespaces in its WalletConnect sessions. */
export function hasWalletConnectSessionHost(
  adapter: ChainAdapter,
): adapter is ChainAdapter & WalletConnectSessionHostCapability {
  return (
    typeof (adapter as Partial<WalletConnectSessionHostCapability>).linkWalletConnectNamespace === 'function'
  )
}

/** True when the adapter can join a WalletConnect session another adapter opens. */
export function hasWalletConnectSessionGuest(
  adapter: ChainAdapter,
): adapter is ChainAdapter & WalletConnectSessionGuestCapability {
  const candidate = adapter as Partial<WalletConnectSessionGuestCapability>
  return (
    typeof candidate.walletConnectProposal === 'function' &&
    typeof candidate.joinWalletConnectSessions === 'function'
  )
}
