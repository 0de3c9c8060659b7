// The entry for Node processes (tests and development tools). Importing it loads no WalletConnect SDK
// until createNodeWallet runs, so a script that only needs a key or the error class starts quickly;
// the browser entry, whose controller imports the SDK's utilities, would not.
export { devAddresses, devPrivateKeys } from './accounts/devAccounts'
export { solanaDevAddresses, solanaDevSecretSeeds } from './accounts/solanaDevAccounts'
export {
  bitcoinDevAddresses,
  bitcoinDevPublicKeys,
  bitcoinDevSecretKeys,
  bitcoinDevTaprootAddresses,
} from './accounts/bitcoinDevAccounts'
export type { SampleWalletChain, SampleWalletConfig } from './config/sampleWalletConfig'
export type { AuthenticateApproval } from './controller/authenticateRequests'
export type { WalletController } from './controller/walletControllerTypes'
export type { ActivityEntry, WalletSnapshot } from './controller/walletSnapshot'
export { createNodeWallet } from './node/createNodeWallet'
export type { NodeWallet, NodeWalletOptions } from './node/createNodeWallet'
export { skipWalletConnectCloudServices } from './node/walletConnectSdk'
export { sendDevTransaction } from './requests/sendDevTransaction'
export type { DevTransaction } from './requests/sendDevTransaction'
export { WalletRpcError } from './requests/WalletRpcError'
export type { WalletResponse } from './requests/walletResponses'
export { eip155Chain, walletEvents } from './sessions/eip155'
export type { SampleSolanaChain } from './solana/solanaNamespace'
export { solanaMethods } from './solana/solanaNamespace'
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
