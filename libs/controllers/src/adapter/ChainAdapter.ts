import type { CaipNetworkId, ChainNamespace, Network, SIWXSession } from '@gatehouse/common'
import type { Connector } from '../connector/Connector'
import type { EmbeddedWalletTransport } from '../embedded/EmbeddedWalletTransport'

/** Account kinds (docs/reference/entities.md#account-types). */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx'

/** One account a wallet exposes. */
export interface AdapterAccount {
  address: string
  type?: AccountType
  publicKey?: string
  path?: string
}

/** What the adapter's source of truth says about the connection; sent on every change. */
export interface AdapterConnectionState {
  status: 'connected' | 'connecting' | 'reconnecting' | 'disconnected'
  /** Present when connected or reconnecting. */
  address?: string | undefined
  accounts?: readonly AdapterAccount[] | undefined
  chainId?: number | string | undefined
  connectorId?: string | undefined
  /**
   * When connected over WalletConnect: the wallet's metadata from the session (`{ name, icons }`).
   * The wallet sent it, so the kit reads it (readPeerWallet) before it shows it.
   */
  peer?: unknown
}

/** How an adapter tells the kit what changed. The kit mirrors it; it keeps no opinion of its own. */
export interface AdapterEvents {
  connectorsChanged(connectors: readonly Connector[]): void
  connectionChanged(state: AdapterConnectionState): void
  /**
   * The wallet sent a transaction, through the kit or through the provider the host holds; the kit
   * refreshes the balances once it is mined (docs/reference/states.md#balance-refresh).
   */
  transactionSent(hash: string): void
}

/** What the kit gives an adapter when it registers it. */
export interface AdapterContext {
  events: AdapterEvents
  projectId: string | undefined
  /** The host's description, shown to wallets (WalletConnect). */
  metadata?: { name: string; description: string; url: string; icons: string[] } | undefined
  /**
   * The embedded wallet (e-mail and social login) for the adapter's AUTH connector: requests of the
   * login frame protocol and RPC routed through ApproveTransaction. Its code loads on the first call.
   */
  embeddedWallet?: EmbeddedWalletTransport | undefined
  /**
   * Base URL of the kit's service (the host's `apiUrl`, else the local development service). Adapters
   * read a network whose RPC is the library's built-in public node through its chain RPC
   * (`chainRpcUrl` of `@gatehouse/common`: `<apiUrl>/v1/?chainId=<caip2>&projectId=<id>`), so that no
   * request leaves for a host the integrator did not configure; a network the host gave an RPC of its
   * own keeps that RPC.
   */
  apiUrl?: string | undefined
}

/** The result of a connect or reconnect. */
export interface ConnectResult {
  address: string
  chainId: number | string
  connectorId: string
  accounts: readonly AdapterAccount[]
  /** As in AdapterConnectionState: the wallet's metadata when connected over WalletConnect. */
  peer?: unknown
}

/**
 * The small core every chain adapter implements (docs/architecture/runtime.md#adapter-contract). Construction and `setup` must be
 * cheap and do no I/O: heavy code loads in `syncConnectors` or `reconnect`.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  readonly networks: readonly Network[]
  setup(context: AdapterContext): void
  /**
   * Starts downloading the code `syncConnectors` needs, and runs none of it: `createAppKit` calls it
   * on the visitor's first intent as the kit's own chunk starts downloading, so that the two download
   * side by side. Optional; an adapter whose discovery code is in its first bundle needs none.
   */
  prepare?(): void
  /** Loads the adapter's code and discovers wallets; runs on the visitor's first intent. */
  syncConnectors(): Promise<void>
  connect(params: { connectorId: string; network?: Network | undefined }): Promise<ConnectResult>
  /** Restores a stored session; resolves undefined when the wallet no longer has one. */
  reconnect(params: { connectorId: string }): Promise<ConnectResult | undefined>
  disconnect(): Promise<void>
  getAccounts(): Promise<readonly AdapterAccount[]>
  switchNetwork(network: Network): Promise<void>
  signMessage(params: { message: string; address: string }): Promise<string>
  /** The native balance as a decimal string in whole units (for example ether). */
  getBalance(params: { address: string; network: Network }): Promise<{ balance: string; symbol: string }>
  /** The connected wallet's provider (EIP-1193 for eip155), or undefined when disconnected. */
  getWalletProvider(): unknown
  /**
   * Calls `listener` (once) when the host itself starts the adapter's runtime, for example by giving
   * its wagmi config to its own `<WagmiProvider>`, or at once if it already has: `createAppKit` then
   * loads the kit straight away, to follow the connection the host's runtime restores or makes.
   */
  whenHostStarts?(listener: () => void): void
  /**
   * What the Connect view will list from this adapter, known before its code loads: the modal's
   * frame lists those wallets while the kit is on its way. Optional; without it the frame shows only
   * the list's outline.
   */
  connectListing?(projectId: string | undefined): ConnectListing
}

/** See ChainAdapter.connectListing. */
export interface ConnectListing {
  /** The installed wallets that announce themselves (EIP-6963) are listed. */
  announcedWallets: boolean
  /** A WalletConnect entry is listed first. */
  walletConnect: boolean
}

/** Capability: connect any wallet over WalletConnect (QR code or deep link). */
export interface WalletConnectCapability {
  /** The id of the adapter's WalletConnect connector. */
  readonly walletConnectConnectorId: string
  /**
   * Starts a WalletConnect pairing. `onUri` receives the `wc:` URI as soon as it exists (to show as a
   * QR code or hand to a wallet); the promise settles when the wallet approves or rejects the session.
   */
  connectWalletConnect(params: {
    onUri(uri: string): void
    network?: Network | undefined
  }): Promise<ConnectResult>
}

/** True when the adapter can connect over WalletConnect. */
export function hasWalletConnect(adapter: ChainAdapter): adapter is ChainAdapter & WalletConnectCapability {
  return typeof (adapter as Partial<WalletConnectCapability>).connectWalletConnect === 'function'
}

/**
 * What a one-step WalletConnect sign-in asks the wallet to sign: the fields of a SIWX message
 * without the account, which the wallet picks. WalletConnect stamps the issue time itself.
 */
export interface WalletConnectSignInRequest {
  /** The networks to sign in on, the one the visitor chose first. */
  chains: readonly CaipNetworkId[]
  /** The host (RFC 3986 authority) asking, such as `app.example.com`. */
  domain: string
  /** The URI of the page asking. */
  uri: string
  /** A single-use random value from the host's SIWX implementation. */
  nonce: string
  statement?: string | undefined
  /** ISO 8601 date-time after which the sign-in is no longer valid. */
  expirationTime?: string | undefined
  /** ISO 8601 date-time before which the sign-in is not yet valid. */
  notBefore?: string | undefined
  resources?: readonly string[] | undefined
}

/** A connection made by a one-step sign-in, and the sign-in sessions the wallet signed. */
export interface WalletConnectSignInResult extends ConnectResult {
  /**
   * One session per network the wallet signed for, each with its CACAO; empty when the wallet does
   * not support one-step sign-in and only connected (then the kit asks for a signature as usual).
   */
  sessions: SIWXSession[]
}

/**
 * Capability: connect over WalletConnect and sign in with the same answer (WalletConnect's
 * one-step authenticate, CAIP-222). The connection that results is the one `connectWalletConnect`
 * makes; the sessions still have to be checked and stored by the host's SIWX implementation.
 */
export interface WalletConnectSignInCapability {
  connectWithSignIn(params: {
    request: WalletConnectSignInRequest
    /** Receives the `wc:` URI as soon as it exists, as with `connectWalletConnect`. */
    onUri(uri: string): void
  }): Promise<WalletConnectSignInResult>
}

/** True when the adapter can connect and sign in over WalletConnect in one step. */
export function hasWalletConnectSignIn(
  adapter: ChainAdapter,
): adapter is ChainAdapter & WalletConnectSignInCapability {
  return typeof (adapter as Partial<WalletConnectSignInCapability>).connectWithSignIn === 'function'
}
