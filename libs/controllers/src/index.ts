export { createControllers } from './kit/createControllers'
export type { Kit } from './kit/createControllers'
export type { KitEnvironment, OpenOptions } from './kit/kitTypes'

export type {
  AccountType,
  AdapterAccount,
  AdapterConnectionState,
  AdapterContext,
  AdapterEvents,
  ChainAdapter,
  ConnectListing,
  ConnectResult,
  WalletConnectCapability,
  WalletConnectSignInCapability,
  WalletConnectSignInRequest,
  WalletConnectSignInResult,
} from './adapter/ChainAdapter'
export { hasWalletConnect, hasWalletConnectSignIn } from './adapter/ChainAdapter'
export type {
  ContractCallCapability,
  ContractCallRequest,
  TransactionOutcome,
  TransactionSettlementCapability,
  TransferCapability,
  TransferCost,
  TransferCostCapability,
  TransferRequest,
  TransferToken,
} from './adapter/TransferCapability'
export {
  hasContractCalls,
  hasTransactionSettlement,
  hasTransferCosts,
  hasTransfers,
} from './adapter/TransferCapability'
export type {
  WalletConnectNamespaceProposal,
  WalletConnectSessionGuestCapability,
  WalletConnectSessionHostCapability,
  WalletConnectSessionLink,
  WalletConnectSessionRequest,
  WalletConnectSessionShare,
} from './adapter/WalletConnectSessionSharing'
export {
  hasWalletConnectSessionGuest,
  hasWalletConnectSessionHost,
} from './adapter/WalletConnectSessionSharing'
export type { NetworkMemory } from './adapter/rememberedNetwork'
export { localNetworkMemory, rememberedNetwork } from './adapter/rememberedNetwork'
export { createWalletConnectSessionShare } from './walletconnect/createWalletConnectSessionShare'
export type {
  SessionNamespaces,
  WalletConnectSessionSource,
} from './walletconnect/createWalletConnectSessionShare'
export type { CatalogueState } from './catalogue/createCatalogueController'
export type { WalletListing } from './catalogue/walletListing'
export type { PairingStatus, WalletConnectState } from './walletconnect/createWalletConnectController'
export { relayUnreachableMessage } from './walletconnect/createWalletConnectController'
export type { RecentWallet } from './storage/storageKeys'
export { remoteConfigWarning } from './remote/remoteConfig'
export { defaultApiUrl } from './options/createOptionsController'

export type { AppKitOptions, AppMetadata } from './options/types'
export type { ConnectMethod, FeatureFlags, Features } from './options/features'
export { connectMethodOrder, defaultFeatures, resolveFeatures } from './options/features'
export { parseOptions } from './options/parseOptions'

export type { Connector, ConnectorType } from './connector/Connector'
export { authConnectorId, browserWalletConnectorId } from './connector/Connector'
export { connectSections } from './connector/connectSections'
export { openConnecting } from './connector/openConnecting'
export { connectorsOfNamespace } from './connector/connectorsOfNamespace'
export { chooseNetwork } from './flows/chooseNetwork'
export type { ChooseNetworkDeps, NetworkChoice } from './flows/chooseNetwork'
export { activateNamespace, switchActiveChain } from './flows/switchActiveChain'
export type { SwitchActiveChainDeps } from './flows/switchActiveChain'
export type { CatalogueSections, ConnectEntry } from './connector/connectSections'
export { findNamedConnector, isNamedWallet, namedWallets, walletConnectName } from './connector/namedWallet'
export type { NamedWalletRoute } from './flows/connectNamedWallet'
export type { SignInState, SignInStatus } from './flows/signInState'
export type { KitSignIn as SignIn } from './kit/lazySignIn'
export { isConnectorVisible } from './connector/visibleConnectors'
export type { VisibilityContext } from './connector/visibleConnectors'

export type { FeatureViews, View, RouterData } from './router/views'
export { views } from './router/views'
export { resolveOpenView } from './router/resolveOpenView'
export type { TransactionAction } from './router/createRouterController'

export type { AccountState, ChainState, NamespaceState } from './chain/createChainController'
export type {
  ConnectFailure,
  ConnectionState,
  ConnectionStatus,
} from './connection/createConnectionController'
export { describeWalletError } from './connection/describeWalletError'
export type { PeerWallet } from './connection/readPeerWallet'
export { serviceErrorCode } from './api/serviceRefusal'
export type { ToastVariant } from './toast/createToastController'
export type { StorageBackend } from './storage/createStorage'
export { memoryStorageBackend } from './storage/createStorage'
export type { Platform } from './platform/Platform'
export { browserPlatform } from './platform/Platform'

export type {
  Balance,
  FungiblePrice,
  Identity,
  Nft,
  Transaction,
  TransactionTransfer,
} from './blockchain/blockchainSchemas'
export type { BlockchainClient, HistoryPage } from './blockchain/createBlockchainClient'
export type { PortfolioState, PortfolioStatus } from './portfolio/portfolioState'
export type { IdentityState } from './identity/identityState'
export type { HostEvent, HostEventName } from './events/hostEvents'
export { hostEventNames } from './events/hostEvents'
export type { Extension } from './kit/createExtensions'
export type {
  EmbeddedWallet,
  EmbeddedWalletFrameStatus,
  EmbeddedWalletState,
} from './embedded/EmbeddedWallet'
export type { EmbeddedWalletTransport } from './embedded/EmbeddedWalletTransport'
export type {
  EmbeddedWalletRuntime,
  EmbeddedWalletRuntimeDeps,
  LoadEmbeddedWallet,
  StartEmbeddedWallet,
} from './embedded/EmbeddedWalletRuntime'
export type { KitEmbeddedWallet } from './kit/lazyEmbeddedWallet'
export { defaultEmbeddedWalletUrl } from './embedded/embeddedWalletUrl'
export { frameSlotName } from './modal/modalHost'
export type { ModalHost } from './modal/modalHost'
export type { DeclaredOnlyNeed, FeatureContext, FeatureNeed, FeatureServices } from './feature/FeatureContext'
export type {
  AnyFeatureManifest,
  AccountActionOffer,
  FeatureAccountAction,
  FeatureCode,
  FeatureFlag,
  FeatureManifest,
  FeaturePageLoad,
  FeatureView,
} from './feature/FeatureManifest'
export { createFeatureContext } from './feature/FeatureContext'
export { narrowFeatureContext } from './feature/narrowFeatureContext'
