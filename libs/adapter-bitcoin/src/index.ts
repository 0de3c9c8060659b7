export type {
  BitcoinAccountAddress,
  BitcoinAddressPurpose,
  BitcoinConnector,
  BitcoinConnectorEvents,
  BitcoinConnectorSource,
  BitcoinSendTransferParams,
  BitcoinSignMessageParams,
  BitcoinSignPsbtParams,
  BitcoinSignPsbtResult,
} from './connectors/BitcoinConnector'
