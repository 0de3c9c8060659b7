// The sample wallet as a test part: served built, with its configuration in the page. The wallet
// engine itself is @gatehouse/harness/wallet (createNodeWallet: @gatehouse/harness/wallet/node).
export { sampleWalletConfigScript } from './sampleWalletConfigScript'
export { sampleWalletDist, startSampleWallet } from './startSampleWallet'
export type { SampleWalletServer } from './startSampleWallet'
