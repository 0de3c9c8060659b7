// The part of the WalletConnect tools that runs in a browser: the sample wallet page imports it.
// Nothing here may import Node modules.
export { devAddresses, devPrivateKeys } from '../chain/devAccounts'
export { WalletRpcError } from '../wallet/WalletRpcError'
export { answerRequest, userRejectedError } from './answerRequest'
export type { RequestContext, WalletRequest } from './answerRequest'
export {
  activeFirst,
  eip155Chain,
  eip155ChainId,
  eip155Namespace,
  sessionChainId,
  switchedNamespaces,
  walletEvents,
  walletMethods,
} from './eip155'
export { methodLabel, methodLabels } from './methodLabels'
export { pairingUriProblem } from './pairingUriProblem'
export { sampleWalletConfigScript } from './sampleWalletConfig'
export type { SampleWalletChain, SampleWalletConfig } from './sampleWalletConfig'
export { createWalletController } from './walletController'
export type { WalletController, WalletControllerOptions, WalletEvents } from './walletControllerTypes'
export type { WalletResponse } from './walletResponses'
export { peerName } from './walletSnapshot'
export type { ActivityEntry, WalletSnapshot } from './walletSnapshot'
