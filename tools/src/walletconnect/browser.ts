// The part of the WalletConnect tools that runs in a browser: the sample wallet page imports it.
// Nothing here may import Node modules.
export { devAddresses, devPrivateKeys } from '../chain/devAccounts'
export { eip155ChainId, sessionChainId } from './eip155'
export { methodLabel } from './methodLabels'
export type { SampleWalletConfig } from './sampleWalletConfig'
export { createWalletController } from './walletController'
export type { WalletController } from './walletControllerTypes'
export type { WalletSnapshot } from './walletSnapshot'
