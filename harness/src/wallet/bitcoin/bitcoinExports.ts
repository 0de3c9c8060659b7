// The Bitcoin part of both entries (index.ts for the browser, node.ts for Node): what the sample
// wallet page and the tools use. Browser code only, like everything under ./bitcoin.
export {
  bitcoinDevAddresses,
  bitcoinDevPublicKeys,
  bitcoinDevSecretKeys,
  bitcoinDevTaprootAddresses,
} from '../accounts/bitcoinDevAccounts'
export type { BitcoinKey, BitcoinKeyAddress } from './bitcoinKey'
export { bitcoinKey } from './bitcoinKey'
export type { BitcoinNetworkName } from './bitcoinNetworks'
export { bitcoinNetworkFormat, bitcoinNetworkOf } from './bitcoinNetworks'
export { signBitcoinMessage } from './signBitcoinMessage'
export { signBip322Simple, type Bip322SimpleRequest } from './bip322'
export type { BitcoinMessageProtocol } from './signBitcoinMessage'
export { finalizeBitcoinTransaction, signBitcoinPsbt } from './signBitcoinPsbt'
export type { BitcoinInputToSign } from './signBitcoinPsbt'
export { buildBitcoinTransfer } from './buildBitcoinTransfer'
export { sendBitcoinTransfer } from './sendBitcoinTransfer'
export { bitcoinRestClient } from './bitcoinRest'
export type { BitcoinRestClient } from './bitcoinRest'
export type { SampleBitcoinChain } from './bitcoinNamespace'
export { bitcoinMethods, isBitcoinChain } from './bitcoinNamespace'
export { summarizeBitcoinPsbt } from './summarizeBitcoinPsbt'
