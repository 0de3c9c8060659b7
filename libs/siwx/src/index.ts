/**
 * Sign in with the wallet (SIWX) for Gatehouse, mirroring `@reown/appkit-siwx`: the plugin
 * interface a host implements or picks an implementation of, passed to `createAppKit` as `siwx`.
 *
 * @packageDocumentation
 */
export type {
  SIWXCacao,
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageInput,
  SIWXSession,
} from '@gatehouse/common'
export {
  CloudAuthentication,
  ReownAuthentication,
  type CloudAuthenticationOptions,
} from './cloud/CloudAuthentication'
export { CloudSessionError, type CloudSession } from './cloud/cloudSessionApi'
export type { TokenStorage } from './cloud/cloudTokens'
