export { defaultCloudPort, defaultFramePort, startCloud } from './startCloud'
export type { CloudHandle, StartCloudOptions } from './startCloud'
export { CloudConfigError, parseCloudConfig } from './config/cloudConfig'
export type { CloudConfig, CloudConfigInput } from './config/cloudConfig'
export type { ChainConfig, CollectionConfig, IdentitiesConfig, TokenConfig } from './config/chainConfig'
export { loadCloudConfigFile } from './config/loadCloudConfigFile'
export { remoteFeatureDefaults, remoteFeatureIds } from './config/projectSettings'
export type { RemoteFeature, RemoteFeatureId } from './config/projectSettings'
export type { BadgeType, WalletEntry, WalletListing } from './catalogue/walletEntry'
export type { SolanaChainConfig, SolanaChainConfigInput, SolanaTokenConfig } from './solana/solanaChainConfig'
export type { BitcoinChainConfig, BitcoinChainConfigInput } from './bitcoin/bitcoinChainConfig'
export type { BalanceEntry } from './balances/balanceEntries'
export type { HistoryTransaction, HistoryTransfer } from './history/historyTransaction'
export { socialLoginProviders } from './social/socialSettings'
export type {
  SocialLoginProvider,
  SocialLoginSettingsInput,
  SocialProviderSettingsInput,
} from './social/socialSettings'
