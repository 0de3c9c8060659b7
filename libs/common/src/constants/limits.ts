/** Counts and limits (docs/reference/limits.md#counts). */
export const Limits = {
  recentWallets: 2,
  accountNameMinLength: 4,
  pendingTransactions: 99,
  modalWidthPx: 360,
  recommendedWallets: 4,
  walletsPerPage: 40,
  searchResults: 100,
  imagePrefetch: 20,
  retries: 3,
  retryDelay: 150,
  batchSize: 1000,
  errorEventsPerMinute: 5,
  loggerBufferBytes: 1_024_000,
  swapSlippageTolerance: 1,
  eventEmitterMaxListeners: 10,
  addressLeadingChars: 4,
  addressTrailingChars: 6,
  balanceDecimals: 3,
} as const

/** Version strings (docs/reference/limits.md#versions). */
export const Versions = {
  secureSdk: 4,
  sdk: 'html-wagmi-4.2.2',
  kit: '1.7.8',
  defaultLogLevel: 'error',
} as const

/** Connection sections of the Connect view, in order (docs/reference/limits.md#connector-order). */
export const connectorOrder = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export type ConnectorSection = (typeof connectorOrder)[number]

/** Social providers and their default order (docs/reference/validation.md#social-providers, docs/reference/limits.md#socials-order). */
export const socialProviders = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const
export type SocialProvider = (typeof socialProviders)[number]

/** Order of the account view's wallet features (docs/reference/features.md#wallet-features-order). */
export const walletFeaturesOrder = ['onramp', 'swaps', 'receive', 'send'] as const

/** Default account type per namespace (docs/reference/entities.md#account-types). */
export const defaultAccountTypes = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
} as const

/** Solana preflight commitments (docs/reference/limits.md#solana-commitments). */
export const solanaCommitments = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const
