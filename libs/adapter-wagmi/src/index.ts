export { WagmiAdapter } from './WagmiAdapter'
export type { WagmiAdapterOptions } from './options'
export { WagmiConfigLoading } from './config/WagmiConfigLoading'
export { addEthereumChainParameter } from './runtime/switchEvmChain'
