export { WagmiAdapter } from './WagmiAdapter'
export type { WagmiAdapterOptions } from './options'
export type {
  EvmContractWriteRequest,
  EvmFeeRequest,
  EvmTransactionRequest,
} from './transfer/evmTransactions'
export { WagmiConfigLoading } from './config/WagmiConfigLoading'
export { addEthereumChainParameter } from './runtime/switchEvmChain'
