// Node entry of the WalletConnect tools. It loads no WalletConnect SDK until createNodeWallet runs,
// so importing @gatehouse/tools stays cheap; the browser-side pieces are in ./browser.
export { createNodeWallet } from './createNodeWallet'
export type { NodeWallet, NodeWalletOptions } from './createNodeWallet'
export { sampleWalletConfigScript } from './sampleWalletConfig'
export type { SampleWalletChain, SampleWalletConfig } from './sampleWalletConfig'
export { sampleWalletDist, startSampleWallet } from './startSampleWallet'
export type { SampleWalletServer } from './startSampleWallet'
export type { WalletController } from './walletControllerTypes'
export type { WalletResponse } from './walletResponses'
export type { ActivityEntry, WalletSnapshot } from './walletSnapshot'
