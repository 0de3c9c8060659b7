export { chainNamespaces, isChainNamespace } from './caip/types'
export type { CaipAddress, CaipNetworkId, ChainNamespace } from './caip/types'
export { parseCaipNetworkId, toCaipNetworkId } from './caip/parseCaipNetworkId'
export type { ParsedCaipNetworkId } from './caip/parseCaipNetworkId'
export { assertCaipAddress, parseCaipAddress, plainAddress, toCaipAddress } from './caip/parseCaipAddress'
export type { ParsedCaipAddress } from './caip/parseCaipAddress'
export { isAddress, isEvmAddress, isSolanaAddress } from './address/isAddress'
export { isBitcoinAddress } from './address/isBitcoinAddress'

export type { NativeCurrency, Network, RpcUrls } from './networks/Network'
export { defineNetwork, withRpcUrl } from './networks/defineNetwork'
export { usesBuiltInPublicRpc } from './networks/builtInRpc'
export { chainRpcUrl } from './networks/chainRpcUrl'
export { arbitrum, localhost, mainnet } from './networks/evm'
export {
  solana,
  solanaDevnet,
  solanaLocalnet,
  solanaLocalnetGenesisHash,
  solanaTestnet,
} from './networks/solana'
export { bitcoin, bitcoinLocalnet, bitcoinRegtestGenesisHash, bitcoinTestnet } from './networks/bitcoin'
export {
  bitcoinAddressFormat,
  bitcoinAddressFormatOfPrefix,
  bitcoinBech32Prefixes,
} from './networks/bitcoinAddressFormat'
export type { BitcoinAddressFormat, BitcoinBech32Prefix } from './networks/bitcoinAddressFormat'

export { CacheLifetime, Pairing, Timing } from './constants/timings'
export {
  connectorOrder,
  defaultAccountTypes,
  Limits,
  socialProviders,
  solanaCommitments,
  Versions,
  walletFeaturesOrder,
} from './constants/limits'
export type { ConnectorSection, SocialProvider } from './constants/limits'
export { analyticsEvents } from './constants/analyticsEvents'
export {
  accountNameIssue,
  accountNameMaxLength,
  chainIdOfCoinType,
  defaultNameZone,
  evmCoinType,
  fullAccountName,
  nameRegistrationText,
  splitAccountName,
} from './names/accountName'
export type { AccountNameIssue, NameRegistrationMessage } from './names/accountName'
export type { AnalyticsEvent } from './constants/analyticsEvents'
export { defaultThemeMode, themeDefaults, themeVariableKeys } from './constants/theme'
export type { ThemeMode, ThemeVariables } from './constants/theme'

export { GatehouseError, isGatehouseError } from './errors/GatehouseError'
export type { GatehouseErrorCode } from './errors/errorCodes'
export { ErrorMessage } from './errors/messages'
export { OptionsMessage } from './errors/optionsMessages'
export { Alerts } from './errors/alerts'
export type { AlertKind } from './errors/alerts'
export {
  addChainOnSwitchErrorCodes,
  isUserRejection,
  retryableHttpStatuses,
  retryableRpcCodes,
  RpcErrorCode,
  rpcErrorCode,
} from './errors/rpcCodes'
export {
  classifyNodeError,
  nestedErrorMessages,
  nodeErrorMessage,
  NodeTransactionError,
} from './errors/nodeTransactionErrors'
export { knownFailureMessage } from './errors/knownFailures'

export { formatAddress } from './format/formatAddress'
export { isMobileBrowser } from './platform/isMobileBrowser'
export { formatBalance } from './format/formatBalance'
export { builtNumberFormat, formatUsd, numberFormat } from './format/numberFormats'
export { formatUnits } from './format/formatUnits'
export { parseUnits } from './format/parseUnits'
export { formatRelativeTime } from './format/formatRelativeTime'
export { formatMonthGroup } from './format/formatMonthGroup'
export type { MonthGroupLabels } from './format/formatMonthGroup'

export { isLocale, localeDirection, locales, sourceLocale } from './i18n/locales'
export type { Locale, TextDirection } from './i18n/locales'
export { canonicalLocaleTag, pickHostLocale, resolveLocale } from './i18n/resolveLocale'
export type { LocaleSetting } from './i18n/resolveLocale'
export { loadCatalogue, loadedCatalogue } from './i18n/catalogue'
export type { Catalogue } from './i18n/catalogue'

export { isAllowedUrl, safeUrl } from './urls/safeUrl'
export type { UrlKind } from './urls/safeUrl'
export { formatWalletLink, isNativeLink } from './walletconnect/walletLinks'
export { parsePairingUri } from './walletconnect/parsePairingUri'
export type { PairingUri } from './walletconnect/parsePairingUri'
export { requestNamespace } from './walletconnect/requestNamespace'
export type { WalletSessionNamespaces } from './walletconnect/requestNamespace'
export { defaultAllowedOrigins, isOriginAllowed } from './origins/isOriginAllowed'

export type {
  SIWXCacao,
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageInput,
  SIWXSession,
  SIWXKitContext,
} from './siwx/types'
export { accountAddressPlaceholder } from './siwx/accountAddressPlaceholder'
export { parseSolanaSignInText, solanaSignInText } from './siwx/solanaSignInText'
export { bitcoinSignInText, parseBitcoinSignInText } from './siwx/bitcoinSignInText'
export type {
  SIWECreateMessageArgs,
  SIWEConfig,
  SIWEMessageParams,
  SIWESession,
  SIWEVerifyMessageArgs,
} from './siwx/siweTypes'

export { defaultSwapSlippage, nativeTokenAddress } from './convert/convertApi'
export { isSwapNetwork, localSwapNetworkIds, swapNetworkIds } from './convert/swapNetworks'
export type {
  ConvertAllowanceResponse,
  ConvertApproveResponse,
  ConvertGasPriceResponse,
  ConvertQuote,
  ConvertQuotesResponse,
  ConvertToken,
  ConvertTokensResponse,
  ConvertTransactionRequest,
  ConvertTransactionResponse,
} from './convert/convertApi'
export { isOnrampNetwork, onrampFeeRange, onrampNamespaces, onrampProviders } from './onramp/onrampApi'
export { onrampCurrenciesOn, onrampNetworkCaipId } from './onramp/onrampNetworkId'
export type { OnrampNetworkMatch } from './onramp/onrampNetworkId'
export {
  defaultOnrampPaymentCurrency,
  defaultOnrampPurchaseCurrency,
  fallbackOnrampOptions,
  fallbackOnrampQuote,
  parseOnrampProviderList,
} from './onramp/onrampFallbacks'
export type {
  OnrampAmount,
  OnrampNetwork,
  OnrampOptions,
  OnrampPaymentCurrency,
  OnrampPaymentLimit,
  OnrampProviderName,
  OnrampPurchaseCurrency,
  OnrampQuote,
  OnrampQuoteRequest,
  OnrampUrlRequest,
  OnrampUrlResponse,
} from './onramp/onrampApi'
export {
  farcasterPendingMessage,
  frameConnectRequests,
  frameRpcVerdict,
  frameSafeMethods,
  frameLocalMethods,
  frameRelayedMethods,
  frameUnsupportedMethods,
  frameUnsafeMethods,
  publicRpcMethods,
} from './frame/frameProtocol'
export { embeddedFrameUrl } from './frame/frameUrl'
export {
  parseSocialLoginResultMessage,
  socialLoginFailures,
  socialLoginResultType,
} from './frame/socialLogin'
export { socialResultQueryParameter } from './frame/socialResultQueryParameter'
export type { SocialLoginFailure, SocialLoginResultMessage } from './frame/socialLogin'
export type {
  FrameEventMessage,
  FrameMessage,
  FrameNamespace,
  FrameReplyMessage,
  FrameRequestMessage,
  FrameRequests,
  FrameRequestType,
  FrameRpcVerdict,
  FrameUser,
} from './frame/frameProtocol'
