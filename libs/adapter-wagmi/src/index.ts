export { WagmiAdapter } from './WagmiAdapter'
export type { WagmiAdapterOptions } from './WagmiAdapter'
export { addEthereumChainParameter } from './runtime/switchEvmChain'
