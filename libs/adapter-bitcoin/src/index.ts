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
