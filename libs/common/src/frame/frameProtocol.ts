/**
 * The login frame protocol (docs/reference/endpoints.md#login-frame-protocol): the host page (the kit's frame client) and the embedded wallet's
 * secure frame (served by apps/cloud from an origin of its own) talk only through `postMessage`, each
 * message carrying an `id` and a `type`. Requests go from the app to the frame; the frame answers each
 * with a `success` or an `error` reply carrying the same id (an error carries a message). The frame also
 * sends events of its own (`ready` first). Both sides accept a message only from the expected origin and
 * window, and validate its shape before reading it.
 */

/** Namespaces the embedded wallet keeps keys for: EVM now, Solana next (docs/reference/limits.md#auth-chains). */
export type FrameNamespace = 'eip155' | 'solana'

/** The visitor the frame has logged in (docs/reference/entities.md#user). */
export interface FrameUser {
  readonly email?: string
  readonly userName?: string
  readonly address: string
  readonly chainId: string | number
  readonly accounts: readonly {
    readonly namespace: FrameNamespace
    readonly address: string
    readonly type: 'eoa' | 'smartAccount'
  }[]
  readonly preferredAccountType: 'eoa' | 'smartAccount'
  readonly smartAccountDeployed: boolean
  readonly authProvider:
    'email' | 'google' | 'x' | 'discord' | 'farcaster' | 'github' | 'apple' | 'facebook' | 'telegram'
}

/** What each request sends and what its success reply carries. */
export interface FrameRequests {
  readonly SWITCH_NETWORK: {
    readonly params: { readonly chainId: string | number }
    readonly result: { readonly chainId: string | number }
  }
  readonly CONNECT_EMAIL: {
    readonly params: { readonly email: string }
    readonly result: { readonly action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }
  }
  readonly CONNECT_DEVICE: { readonly params: Record<string, never>; readonly result: Record<string, never> }
  readonly CONNECT_OTP: { readonly params: { readonly otp: string }; readonly result: Record<string, never> }
  readonly CONNECT_SOCIAL: {
    readonly params: { readonly uri: string; readonly preferredAccountType?: string }
    readonly result: FrameUser
  }
  /**
   * Opens a Farcaster sign-in channel (the Farcaster sign-in protocol): `url` is what the visitor's
   * Farcaster app opens (as a QR code or a link); CONNECT_FARCASTER then waits for the app's answer.
   */
  readonly GET_FARCASTER_URI: {
    readonly params: Record<string, never>
    readonly result: { readonly url: string }
  }
  readonly CONNECT_FARCASTER: { readonly params: Record<string, never>; readonly result: FrameUser }
  readonly GET_USER: { readonly params: { readonly chainId?: string | number }; readonly result: FrameUser }
  readonly GET_SOCIAL_REDIRECT_URI: {
    /**
     * `returnUrl`: the host page the redirect flow comes back to with `result_uri` (same origin as
     * the host page; default its origin's `/`). The popup flow does not use it.
     */
    readonly params: { readonly provider: string; readonly returnUrl?: string }
    readonly result: { readonly uri: string }
  }
  readonly SIGN_OUT: { readonly params: Record<string, never>; readonly result: Record<string, never> }
  readonly IS_CONNECTED: {
    readonly params: Record<string, never>
    readonly result: { readonly isConnected: boolean }
  }
  readonly GET_CHAIN_ID: {
    readonly params: Record<string, never>
    readonly result: { readonly chainId: string | number }
  }
  readonly GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    readonly params: Record<string, never>
    readonly result: { readonly smartAccountEnabledNetworks: readonly number[] }
  }
  readonly INIT_SMART_ACCOUNT: {
    readonly params: Record<string, never>
    readonly result: { readonly address: string; readonly isDeployed: boolean }
  }
  readonly SET_PREFERRED_ACCOUNT: {
    readonly params: { readonly type: 'eoa' | 'smartAccount' }
    readonly result: { readonly type: string; readonly address: string }
  }
  readonly RPC_REQUEST: {
    readonly params: {
      readonly method: string
      readonly params?: unknown
      readonly chainId?: string | number
    }
    readonly result: unknown
  }
  /** Withdraws an RPC request the host no longer waits for: its approval screen closes as rejected. */
  readonly CANCEL_RPC_REQUEST: {
    readonly params: { readonly requestId: string }
    readonly result: { readonly cancelled: boolean }
  }
  readonly UPDATE_EMAIL: {
    readonly params: { readonly email: string }
    readonly result: { readonly action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }
  }
  readonly UPDATE_EMAIL_PRIMARY_OTP: {
    readonly params: { readonly otp: string }
    readonly result: Record<string, never>
  }
  readonly UPDATE_EMAIL_SECONDARY_OTP: {
    readonly params: { readonly otp: string }
    readonly result: { readonly newEmail: string }
  }
  readonly SYNC_THEME: {
    readonly params: {
      readonly themeMode: 'light' | 'dark'
      readonly themeVariables?: Record<string, string | number>
    }
    readonly result: Record<string, never>
  }
  readonly SYNC_DAPP_DATA: {
    readonly params: {
      readonly projectId: string
      readonly sdkVersion: string
      readonly metadata?: { readonly name: string; readonly url: string; readonly icons?: readonly string[] }
      /** The modal's language (a BCP 47 tag): the frame shows its approvals in it (else the browser's). */
      readonly locale?: string
    }
    readonly result: Record<string, never>
  }
  readonly RELOAD: { readonly params: Record<string, never>; readonly result: Record<string, never> }
}
export type FrameRequestType = keyof FrameRequests

/**
 * The error message of a CONNECT_FARCASTER the frame answers before the visitor's Farcaster app did
 * (each answer comes within the 30 s of a connect request): the kit asks again until the channel
 * completes, fails or expires.
 */
export const farcasterPendingMessage = 'farcaster_pending'

/** Requests that start or finish a login: they time out after 30 s with IFRAME_REQUEST_TIMEOUT (docs/reference/messages.md#frame-errors). */
export const frameConnectRequests = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'CONNECT_FARCASTER',
  'GET_USER',
] as const satisfies readonly FrameRequestType[]

/** A request from the app: `{ id, type: 'request', request: TYPE, params }`. */
export interface FrameRequestMessage<T extends FrameRequestType = FrameRequestType> {
  readonly id: string
  readonly type: 'request'
  readonly request: T
  readonly params: FrameRequests[T]['params']
}

/** The frame's answer to one request. */
export type FrameReplyMessage<T extends FrameRequestType = FrameRequestType> =
  | { readonly id: string; readonly type: 'success'; readonly result: FrameRequests[T]['result'] }
  | {
      readonly id: string
      readonly type: 'error'
      readonly message: string
      readonly code?: number
      /** The service's stable refusal code behind the message (such as `SOCIAL_PROVIDER_UNAVAILABLE`). */
      readonly reason?: string
    }

/**
 * Events the frame sends without being asked (each with a fresh id):
 * - `ready`: the frame has loaded (the client counts it initialised 500 ms later, docs/reference/states.md#login-frame);
 * - `approval-shown` / `approval-done`: an unsafe RPC request is waiting for / no longer waits for the
 *   visitor's decision inside the frame (the kit shows the frame in ApproveTransaction meanwhile);
 * - `session-ended`: the frame's login ended (signed out elsewhere, or the login expired);
 * - `content-height`: how tall the frame's content is, in CSS pixels (the kit sizes the frame to it,
 *   within limits of its own).
 */
export type FrameEventMessage =
  | { readonly id: string; readonly type: 'ready' }
  | { readonly id: string; readonly type: 'approval-shown'; readonly requestId: string }
  | { readonly id: string; readonly type: 'approval-done'; readonly requestId: string }
  | { readonly id: string; readonly type: 'session-ended' }
  | { readonly id: string; readonly type: 'content-height'; readonly height: number }

export type FrameMessage = FrameRequestMessage | FrameReplyMessage | FrameEventMessage

/**
 * EVM methods the embedded wallet answers without asking (docs/reference/permissions.md#rpc-safe-list: read-only queries and
 * raw transaction send).
 */
export const frameSafeMethods = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_version',
  'web3_clientVersion',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
] as const

/** Methods that need the visitor's approval inside the frame (docs/reference/permissions.md#rpc-approval). */
export const frameUnsafeMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

/**
 * The safe methods only the frame can answer: its own account, and the wallet's own capabilities and
 * call bundles. A node knows none of these for the visitor (its `eth_accounts` are the node's own
 * unlocked keys).
 */
export const frameLocalMethods = ['eth_accounts', 'wallet_getCapabilities', 'wallet_getCallsStatus'] as const

/**
 * The safe methods the embedded wallet does not offer: filters live on the node, shared by everyone
 * who talks to it (a filter id is readable and removable by any caller), and the wallet reports no
 * assets of its own (the kit reads balances from apps/cloud).
 */
export const frameUnsupportedMethods = [
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_newPendingTransactionFilter',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_uninstallFilter',
  'wallet_getAssets',
] as const

/**
 * What apps/cloud's RPC relay forwards to a chain's node for the frame: the safe methods a visitor's
 * own wallet would ask its node (reads of the chain, and the raw transaction the frame signed after
 * the visitor approved it), nothing the frame answers itself or does not offer, and nothing of the
 * node's own (its accounts, admin, debug or test methods).
 */
export const frameRelayedMethods: readonly string[] = frameSafeMethods.filter(
  (method) =>
    !(frameLocalMethods as readonly string[]).includes(method) &&
    !(frameUnsupportedMethods as readonly string[]).includes(method),
)

/**
 * What apps/cloud's chain RPC endpoint (`POST /v1/?chainId&projectId`) forwards to a chain's node for
 * any caller, as a public RPC does: the same reads of the chain and raw transaction send as the frame's
 * relay, never the node's own accounts, its filters (shared by every caller) or an admin, debug or
 * test method.
 */
export const publicRpcMethods: readonly string[] = frameRelayedMethods

export type FrameRpcVerdict = 'safe' | 'unsafe' | 'disallowed'

/** Where an RPC method stands: answered, approved inside the frame, or refused ('Requested RPC call is not allowed'). */
export function frameRpcVerdict(method: string): FrameRpcVerdict {
  if ((frameSafeMethods as readonly string[]).includes(method)) return 'safe'
  if ((frameUnsafeMethods as readonly string[]).includes(method)) return 'unsafe'
  return 'disallowed'
}
