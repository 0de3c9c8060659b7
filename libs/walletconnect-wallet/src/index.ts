// The wallet engine, safe for a browser: the sample wallet page bundles it. Nothing reachable from
// here may import a Node module (lint enforces it); the Node-only parts are behind ./node.ts.
export { devAddresses, devPrivateKeys } from './accounts/devAccounts'
export { solanaDevAddresses, solanaDevSecretSeeds } from './accounts/solanaDevAccounts'
export {
  bitcoinDevAddresses,
  bitcoinDevPublicKeys,
  bitcoinDevSecretKeys,
  bitcoinDevTaprootAddresses,
} from './accounts/bitcoinDevAccounts'
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
export type { BitcoinKey, BitcoinKeyAddress, BitcoinAddressPurpose } from './bitcoin/bitcoinKey'
export { bitcoinKey } from './bitcoin/bitcoinKey'
export type { BitcoinNetworkName } from './bitcoin/bitcoinNetworks'
export {
  bitcoinCaipNetworkId,
  bitcoinNetworkFormat,
  bitcoinNetworkNames,
  bitcoinNetworkOf,
} from './bitcoin/bitcoinNetworks'
export { bip322MessageHash, bip322ToSign, bip322ToSpend, signBip322Simple } from './bitcoin/bip322'
export type { Bip322SimpleRequest } from './bitcoin/bip322'
export { bitcoinSignedMessageHash, signBip137 } from './bitcoin/bip137'
export { signBitcoinMessage } from './bitcoin/signBitcoinMessage'
export type { BitcoinMessageProtocol, BitcoinMessageSignature } from './bitcoin/signBitcoinMessage'
export { finalizeBitcoinTransaction, readPsbt, signBitcoinPsbt } from './bitcoin/signBitcoinPsbt'
export type { BitcoinInputToSign } from './bitcoin/signBitcoinPsbt'
export { bitcoinDustLimit, buildBitcoinTransfer } from './bitcoin/buildBitcoinTransfer'
export type { BitcoinTransferRequest } from './bitcoin/buildBitcoinTransfer'
export { sendBitcoinTransfer } from './bitcoin/sendBitcoinTransfer'
export type { BitcoinTransfer } from './bitcoin/sendBitcoinTransfer'
export { bitcoinRestClient } from './bitcoin/bitcoinRest'
export type { BitcoinRestClient, BitcoinUtxo } from './bitcoin/bitcoinRest'
export type { BitcoinAccountAddress, SampleBitcoinChain } from './bitcoin/bitcoinNamespace'
export { bitcoinMethods, isBitcoinChain } from './bitcoin/bitcoinNamespace'
export { summarizeBitcoinPsbt } from './bitcoin/summarizeBitcoinPsbt'
export type { BitcoinPsbtSummary } from './bitcoin/summarizeBitcoinPsbt'
