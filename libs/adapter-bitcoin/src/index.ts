export { BitcoinAdapter } from './BitcoinAdapter'
export type { BitcoinTransferRequest } from './transfer/bitcoinTransfer'
export type { BitcoinAdapterOptions, BitcoinApi, BitcoinUtxo } from './options'
export type {
  BitcoinAccountAddress,
  BitcoinAddressPurpose,
  BitcoinConnectOptions,
  BitcoinConnector,
  BitcoinConnectorEvents,
  BitcoinSendTransferParams,
  BitcoinSignMessageParams,
  BitcoinSignPsbtParams,
  BitcoinSignPsbtResult,
} from './connectors/BitcoinConnector'
export { BitcoinWalletError } from './connectors/walletErrors'
export type { MethodNotSupportedError } from './connectors/walletErrors'
export { InsufficientFundsError } from './transfer/transferErrors'
export { BitcoinBroadcastError } from './rest/mempoolRest'
export { defaultBitcoinNetworks } from './networks/bitcoinChains'
