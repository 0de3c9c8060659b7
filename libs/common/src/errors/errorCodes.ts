/**
 * The code of every error Gatehouse throws: a short, stable name a host can branch on while the
 * message (from `ErrorMessage`) stays the catalogue's text. A new throw site adds its code here first,
 * so `GatehouseError` and `isGatehouseError` never see a code nobody documented.
 */
export type GatehouseErrorCode =
  /** The createAppKit options (or a later theme change) are invalid: 'Invalid createAppKit options: …'. */
  | 'InvalidOptions'
  /** `open({ view })` named a view this build does not have or whose feature is off. */
  | 'ViewUnavailable'
  /** A network switch named a network the host did not configure: 'Network not found'. */
  | 'NetworkNotFound'
  /** The service did not answer within the HTTP timeout: 'The request took too long to respond.'. */
  | 'HttpTimeout'
  /** The service could not be reached or answered with an error: 'HTTP request failed.'. */
  | 'HttpRequestFailed'
  /**
   * No adapter is registered for the namespace: 'Adapter not found', or, adding or removing a network
   * of it, "Adapter for namespace {namespace} doesn't exist" (docs/reference/validation.md#adapter-for-namespace).
   */
  | 'AdapterNotFound'
  /** A namespace's last network cannot be removed: every adapter needs one network. */
  | 'LastNetworkOfNamespace'
  /** A request named a chain of a namespace the wallet session does not have (docs/reference/validation.md#request-namespace). */
  | 'NamespaceNotConfigured'
  /** A request was made before a wallet session existed: 'Please call connect() before request()'. */
  | 'RequestNeedsSession'
  /** A wallet button named a wallet that is neither installed nor in the catalogue. */
  | 'WalletNotFound'
  /** A wallet button needs WalletConnect while `enableWalletConnect` is false. */
  | 'WalletConnectDisabled'
  /** The visitor closed the modal a wallet button opened before a wallet connected. */
  | 'WalletButtonClosed'
  /** The namespace's adapter cannot connect over WalletConnect: 'WalletConnectConnector not found'. */
  | 'WalletConnectUnavailable'
  /** One or more wallets failed to disconnect: 'Failed to disconnect chains: …'. */
  | 'DisconnectFailed'
  /** A CAIP-2 network id without exactly two non-empty parts. */
  | 'InvalidCaipNetworkId'
  /** A CAIP-10 address without exactly three non-empty parts or with an unknown namespace. */
  | 'InvalidCaipAddress'
  /** A send on a namespace the send feature cannot serve: 'Unsupported chain'. */
  | 'UnsupportedChain'
  /** The activity list was asked for without a connected account on a known network. */
  | 'TransactionsNeedAddress'
  /** A registered name could not be read: 'Error resolving name'. */
  | 'NameResolutionFailed'
  /** The service could not suggest names: 'Error fetching name suggestions'. */
  | 'NameSuggestionsFailed'
  /** An address's registered names could not be read: 'Error fetching names for address'. */
  | 'NamesForAddressFailed'
  /** The service refused or failed a name registration: 'Error registering name {name}'. */
  | 'NameRegistrationFailed'
  /** A sign-in action ran while the host set neither `siwx` nor `siweConfig`: 'SIWX is not enabled'. */
  | 'SiwxNotEnabled'
  /** A React hook ran before `createAppKit`. */
  | 'NotInitialized'
  /** The wallet could neither switch to nor add the chain: 'Chain is not supported'. */
  | 'ChainNotSupported'
  /** The adapter has no connector with the requested id: 'Connector {id} not found'. */
  | 'ConnectorNotFound'
  /** An account action ran while nothing was connected: 'No ActiveCaipAddress found'. */
  | 'NotConnected'
  /** A WalletConnect session to restore no longer exists. */
  | 'NoSession'
  /** A wallet answered with something that is not an account, an account list or a chain id. */
  | 'WalletAnswerUnreadable'
  /** A browser wallet did not answer a connection request in time (it may still answer later). */
  | 'WalletRequestTimeout'
  /** The embedded wallet's frame did not say it was ready within 20 s: 'iframe_load_failed'. */
  | 'FrameLoadFailed'
  /** A login request to the embedded wallet's frame had no answer within 30 s: 'iframe_request_timeout'. */
  | 'FrameRequestTimeout'
  /** The embedded wallet's frame answered with an error: its message, or 'An error occurred'. */
  | 'FrameRequestFailed'
  /** A pending embedded-wallet request was withdrawn: 'Request was aborted' (RPC) or 'Something went wrong'. */
  | 'RequestAborted'
  /** The embedded wallet does not answer this RPC method: 'Requested RPC call is not allowed'. */
  | 'RpcCallNotAllowed'
  /** A login code was asked for again within 30 s: 'Please try again after {n} seconds'. */
  | 'EmailLoginCooldown'
