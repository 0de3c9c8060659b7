export { chromiumArgs, chromiumPath, launchChromium } from './browser/launchChromium'
export { serveStatic } from './serve/serveStatic'
export type { StaticServer } from './serve/serveStatic'
export { anvilBinary, startAnvil } from './chain/startAnvil'
export type { LocalChain } from './chain/startAnvil'
export { localChainIds, startLocalChains } from './chain/localChains'
export {
  bitcoinDevAddresses,
  bitcoinDevTaprootAddresses,
  devAddresses,
  devPrivateKeys,
  solanaDevAddresses,
  tokenDeployerAddress,
} from './chain/devAccounts'
export { deployLocalTokens } from './chain/deployLocalTokens'
export type { LocalToken } from './chain/deployLocalTokens'
export { deployLocalMarket } from './chain/deployLocalMarket'
export type { LocalMarket, LocalMarketRouter, LocalPool } from './chain/deployLocalMarket'
export { localMarketPlan, marketDeployerAddress } from './chain/localMarketPlan'
export { localTokenPlan } from './chain/localTokenPlan'
export type { LocalTokenKind, LocalTokenMint, LocalTokenSpec } from './chain/localTokenPlan'
export { marketsByChainId, startLocalChainsWithTokens, tokensByChainId } from './chain/localTokenChains'
export type { LocalTokenChain } from './chain/localTokenChains'
export { answerFarcasterLink } from './farcaster/answerFarcasterLink'
export type { FarcasterAppAccount, FarcasterLinkAnswer } from './farcaster/answerFarcasterLink'
export { contractArtifacts } from './chain/contracts/artifacts'
export { readBalance } from './chain/readBalances'
export { TestWallet } from './wallet/TestWallet'
export { injectTestWallet, testWalletInfo } from './wallet/injectTestWallet'
export { startLocalSolanaChain } from './solana/startLocalSolanaChain'
export type { LocalSolanaChainOptions } from './solana/startLocalSolanaChain'
export type { LocalSolanaChain, LocalSolanaToken } from './solana/LocalSolanaChain'
export type { LocalBitcoinChain } from './bitcoin/LocalBitcoinChain'
export { defaultBitcoinRestPort, startLocalBitcoinChain } from './bitcoin/startLocalBitcoinChain'
export type { LocalBitcoinChainOptions } from './bitcoin/startLocalBitcoinChain'
export { demoConfigScript, startDemoStack } from './e2e/demoStack'
export type { DemoConfig, DemoStack } from './e2e/demoStack'
export { stackProjectId, startLocalStack } from './stack/startLocalStack'
export type { LocalStack, ServedPage, StackPlacement } from './stack/startLocalStack'
export { openDemo } from './e2e/openDemo'
export type { DemoSession } from './e2e/openDemo'
export { isForeignUrl, watchForeignRequests } from './e2e/foreignRequests'
export type { ForeignRequestWatch } from './e2e/foreignRequests'
export { axeViolations } from './e2e/axeViolations'
export { layoutProblems } from './e2e/layoutProblems'
export {
  layoutConfigurations,
  missingLayoutChecks,
  readLayoutChecks,
  recordLayoutChecks,
} from './e2e/layoutCoverage'
export type { LayoutCheck } from './e2e/layoutCoverage'
export type { LayoutProblemsOptions } from './e2e/layoutProblems'
export { baselineModeFromEnv, compareWithBaseline, failureFiles } from './e2e/screenshotBaseline'
export type { BaselineMode } from './e2e/screenshotBaseline'
export { e2eWaitMs, hidden, modal, visible } from './e2e/locators'
export { connectTestWallet } from './e2e/connectTestWallet'
export { holdKitChunk } from './e2e/holdKitChunk'
export * from './walletconnect'
export { SolanaTestWallet } from './wallet/solana/SolanaTestWallet'
export type { SolanaTestWalletOptions } from './wallet/solana/SolanaTestWallet'
export { injectSolanaTestWallet, solanaTestWalletInfo } from './wallet/solana/injectSolanaTestWallet'
export type {
  InjectedSolanaTestWallet,
  InjectSolanaTestWalletOptions,
} from './wallet/solana/injectSolanaTestWallet'
export { BitcoinTestWallet } from './wallet/bitcoin/BitcoinTestWallet'
export type {
  BitcoinTestSignature,
  BitcoinTestWalletEvent,
  BitcoinTestWalletOptions,
} from './wallet/bitcoin/BitcoinTestWallet'
export {
  bitcoinTestWalletInfo,
  injectBitcoinWalletStandardWallet,
} from './wallet/bitcoin/injectBitcoinWalletStandardWallet'
export type { InjectBitcoinWalletStandardWalletOptions } from './wallet/bitcoin/injectBitcoinWalletStandardWallet'
export {
  injectBitcoinSatsConnectWallet,
  satsTestWalletInfo,
} from './wallet/bitcoin/injectBitcoinSatsConnectWallet'
export type {
  InjectBitcoinTestWalletOptions,
  InjectedBitcoinTestWallet,
} from './wallet/bitcoin/injectedBitcoinWallet'
export { walletStandardBitcoinChains } from './wallet/bitcoin/walletStandardBridge'
export { verifyBip322Signature } from './wallet/bitcoin/verifyBip322Signature'
export { SatsConnectErrorCode } from './wallet/bitcoin/satsConnectMethods'
