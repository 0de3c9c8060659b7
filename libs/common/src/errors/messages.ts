import { OptionsMessage } from './optionsMessages'

/**
 * Every message of docs/reference/messages.md (and the validation messages of docs/reference/validation.md),
 * once, verbatim. Code shows or throws these; it never writes its own copy of the text.
 */
export const ErrorMessage = {
  // Toasts
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  authInitFailed: 'A problem occurred while trying initialize authentication',
  signatureDeclined: 'Signature declined',
  smartAccountsUnsupported: 'This application might not support Smart Accounts',
  authenticating: 'Authenticating...',
  failedToFetchTransactions: 'Failed to fetch transactions',
  actionNotAllowed: 'Action not allowed',
  invalidAppConfiguration: 'Invalid App Configuration',
  originNotOnAllowlist: (origin: string, host: string) =>
    `Origin ${origin} not found on Allowlist - update configuration on ${host}`,

  // Thrown
  siwxNotEnabled: 'SIWX is not enabled',
  noActiveCaipAddress: 'No ActiveCaipAddress found',
  noActiveCaipNetworkOrClient: 'No ActiveCaipNetwork or client found',
  noConnectionControllerClient: 'No ConnectionController client found',
  networkNotFound: 'Network not found',
  addressOrAuthConnectorNotFound: 'Address or auth connector not found',
  errorResolvingName: 'Error resolving name',
  errorFetchingNameSuggestions: 'Error fetching name suggestions',
  errorFetchingNamesForAddress: 'Error fetching names for address',
  errorRegisteringName: (name: string) => `Error registering name ${name}`,
  invalidChainId: 'Invalid chainId',
  unsupportedChain: 'Unsupported chain',
  frameIframeNotSet: 'W3mFrame: iframe is not set',
  frameParentNotSet: 'W3mFrame: parent is not set',
  adapterNotFound: 'Adapter not found',
  networkControllerClientNotSet: 'NetworkController client not set',
  connectionControllerClientNotSet: 'ConnectionController client not set',
  chainRequiredForAccountData: 'Chain is required to update chain account data',
  caipNetworkUndefined: 'CaipNetwork is undefined',
  chainNotSupported: 'Chain is not supported',
  walletConnectConnectorNotFound: 'WalletConnectConnector not found',
  connectorNotFound: (id: string) => `Connector ${id} not found`,
  failedToDisconnectChains: (details: string) => `Failed to disconnect chains: ${details}`,
  failedToDisconnect: 'Failed to disconnect',
  unableToLoadEmailLogin: 'Unable to load email login dependency',
  // Console (docs/reference/messages.md#console-messages): a redirect social login's end.
  socialRedirectLoginFailed: '[gatehouse] The social login that came back to this page failed.',
  socialRedirectResultRefused:
    '[gatehouse] Ignored a result_uri parameter that is not an address of the project service.',
  transactionsNeedAccountAddress: "Transactions can't be fetched without an accountAddress",
  networkNotSupportedForGasPrice: 'Network not supported for Gas Price',
  networkNotSupportedForSwaps: 'Network not supported for Swaps',
  signClientNotInitialized: 'Sign Client not initialized',
  sessionNotInitialized: 'Session not initialized. Please call connect() before enable()',
  sessionDoesNotExist: (topic: string) => `Session ${topic} does not exist`,
  adapterForNamespaceMissing: (namespace: string) => `Adapter for namespace ${namespace} doesn't exist`,
  namespaceNotConfigured: (namespace: string) =>
    `Namespace '${namespace}' is not configured. Please call connect() first with namespace config.`,
  requestNeedsSession: 'Please call connect() before request()',
  lastNetworkOfNamespace: (namespace: string) =>
    `The last network of namespace ${namespace} cannot be removed`,
  rpcCallNotAllowed: 'Requested RPC call is not allowed',
  createAppKitFirst: (hook: string) => `Please call "createAppKit" before using "${hook}"`,
  walletNotFound: (wallet: string) => `Wallet "${wallet}" is not installed nor in the catalogue`,
  walletConnectDisabled: (wallet: string) =>
    `Wallet "${wallet}" needs WalletConnect: enableWalletConnect is false`,
  walletButtonClosed: 'The modal closed before a wallet connected',
  viewUnavailable: (view: string) => `The ${view} view is not available in this version of Gatehouse`,

  // Validation (docs/reference/validation.md)
  invalidCaipAddress: 'Invalid CAIP Address',
  invalidCaip10Address: (value: string) => `Invalid CAIP-10 address: ${value}`,
  invalidCaipNetworkId: (value: string) => `Invalid CAIP-2 network id: ${value}`,
  sendNeedsAmountAndReceiver: 'An amount and receiver address are required',
  sendNeedsToken: 'A token is required',
  tryAgainAfter: (seconds: number) => `Please try again after ${seconds} seconds`,
  ...OptionsMessage,
  httpProviderUrl: 'HTTP provider URL must start with http or https',

  // Wallet answers
  walletAnswerUnreadable:
    'The wallet sent an answer Gatehouse cannot read. Try again, or use another wallet.',
  walletNoAnswerTitle: (wallet: string) => `No answer from ${wallet}`,
  walletNoAnswer: (wallet: string) =>
    `${wallet} has not answered the connection request. Open ${wallet} to check for it, or try again.`,

  // Frame and requests
  frameGenericError: 'An error occurred',
  requestAborted: 'Request was aborted',
  somethingWentWrong: 'Something went wrong',
  frameLoadFailed: 'iframe_load_failed',
  frameRequestTimeout: 'iframe_request_timeout',

  // HTTP and RPC transport
  httpRequestFailed: 'HTTP request failed.',
  rpcRequestFailed: 'RPC Request failed.',
  requestTimedOut: 'The request took too long to respond.',
  // apps/cloud's 503 while its database is down or does not answer in time (sent with Retry-After).
  serviceUnavailable: 'The service is temporarily unavailable. Try again in a moment.',
  // A wallet library refused a request for another chain than the wallet's (viem's ChainMismatchError).
  walletOnOtherChain: 'Your wallet is on another network than this request. Switch networks and try again.',
} as const
