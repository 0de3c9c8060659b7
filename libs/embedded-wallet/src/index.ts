/**
 * The embedded wallet: e-mail and social login through the service's wallet frame, shared by the
 * kit (which loads this entry on first need, see `KitEnvironment.loadEmbeddedWallet`) and the login
 * features (which read its refusals from `@gatehouse/embedded-wallet/refusal`).
 */
export { startEmbeddedWallet } from './embeddedWalletRuntime'
