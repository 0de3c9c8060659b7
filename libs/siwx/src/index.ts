/**
 * Sign in with the wallet (SIWX) for Gatehouse, mirroring `@reown/appkit-siwx`: the plugin
 * interface a host implements or picks an implementation of, passed to `createAppKit` as `siwx`;
 * `DefaultSIWX`, whose sessions live in the browser, and its parts (messenger, verifier, storage);
 * and the legacy `createSIWEConfig`/`formatMessage` of `@reown/appkit-siwe`.
 *
 * @packageDocumentation
 */
export type {
  SIWXCacao,
  SIWXConfig,
  SIWXKitContext,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageInput,
  SIWXSession,
  SIWECreateMessageArgs,
  SIWEConfig,
  SIWEMessageParams,
  SIWESession,
  SIWEVerifyMessageArgs,
} from '@gatehouse/common'
export { DefaultSIWX, type DefaultSIWXOptions } from './DefaultSIWX'
export { SIWXSessionError } from './SIWXSessionError'
export { clockSkewMs, type SessionProblem } from './checks/checkSession'
export {
  browserPage,
  createEIP155Messenger,
  defaultSessionMs,
  type EIP155Messenger,
  type EIP155MessengerOptions,
  type SignInPage,
} from './messenger/createEIP155Messenger'
export { createEIP155Verifier, type PublicClientFor } from './verifier/createEIP155Verifier'
export { createSolanaVerifier } from './verifier/createSolanaVerifier'
export { createBip122Verifier } from './verifier/createBip122Verifier'
export {
  verifyBitcoinMessageSignature,
  type BitcoinMessageVerifyOptions,
} from './bitcoin/verifyBitcoinMessageSignature'
// The message-signature primitives under the verifiers, the one copy of them in the repository:
// wallets (the development wallet) sign with them, servers (apps/cloud) verify with them.
export {
  bip322MessageHash,
  bip322ToSign,
  bip322ToSpend,
  type Bip322SigningInput,
} from './bitcoin/bip322Transactions'
export { bitcoinSignedMessageHash } from './bitcoin/verifyBip137'
export { verifySolanaMessageSignature } from './solana/verifySolanaMessageSignature'
export type { SIWXVerifier } from './verifier/SIWXVerifier'
export { createLocalStorage, defaultSessionsKey } from './storage/createLocalStorage'
export type { SIWXStorage } from './storage/SIWXStorage'
export { createSIWEConfig } from './siwe/createSIWEConfig'
export { formatMessage } from './siwe/formatMessage'
export {
  CloudAuthentication,
  ReownAuthentication,
  type CloudAuthenticationOptions,
} from './cloud/CloudAuthentication'
export { CloudSessionError, type CloudSession } from './cloud/cloudSessionApi'
export type { TokenStorage } from './cloud/cloudTokens'
