export { openRawRelayClient, type RawRelayClient, type RelayFrame } from './rawRelayClient'
export { walletConnectFailover } from './walletConnectFailover'
export { startTestDapp, startTestWallet, stopClient } from './walletConnectPeers'
