// The wallet engine, safe for a browser: the sample wallet page bundles it. Nothing reachable from
// here may import a Node module (lint enforces it); the Node-only parts are behind ./node.ts.
export { devAddresses, devPrivateKeys } from './accounts/devAccounts'
export { solanaDevAddresses, solanaDevSecretSeeds } from './accounts/solanaDevAccounts'
export { requestedMethods } from './auth/requestedMethods'
export { signInChainIds } from './auth/signInCacaos'
export type { SampleWalletChain, SampleWalletConfig } from './config/sampleWalletConfig'
export type { AuthenticateApproval } from './controller/authenticateRequests'
export { createWalletController } from './controller/walletController'
export type {
  WalletController,
  WalletControllerOptions,
  WalletEvents,
} from './controller/walletControllerTypes'
export type { ActivityEntry, WalletSnapshot } from './controller/walletSnapshot'
export { methodLabel } from './requests/methodLabels'
export type { WalletResponse } from './requests/walletResponses'
export { eip155ChainId, sessionChainId } from './sessions/eip155'
export type { SampleSolanaChain } from './solana/solanaNamespace'
export { isSolanaChain, solanaMethods } from './solana/solanaNamespace'
export { readWireTransaction } from './solana/solanaTransaction'
export { summarizeSolanaTransaction } from './solana/solanaTransfers'
export type { SolanaTransactionSummary } from './solana/solanaTransfers'
export { solanaMessageText } from './solana/solanaMessage'
export * from './bitcoin/bitcoinExports'
