import { isGatehouseError, isUserRejection, type ChainNamespace } from '@gatehouse/common'
import { describeWalletError } from './describeWalletError'
import type { PeerWallet } from './readPeerWallet'

/** Connection status of a namespace (docs/reference/states.md#connection-status); `reconnecting` is the library-level extra. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting'

export interface NamespaceConnection {
  status: ConnectionStatus
  connectorId: string | undefined
  /** The wallet at the other end of a WalletConnect session, when it named itself. */
  wallet?: PeerWallet | undefined
}

/** Why the last connect attempt failed, in words the visitor can act on. */
export interface ConnectFailure {
  connectorId: string
  rejected: boolean
  /** The wallet did not answer in time (the request may still be answered later). */
  timedOut: boolean
  message: string
}

export interface ConnectionState {
  namespaces: Partial<Record<ChainNamespace, NamespaceConnection>>
  lastFailure: ConnectFailure | undefined
  /** A sign-in (SIWX) session exists for the connected account. */
  hasSignInSession: boolean
}

/** The failure a connect attempt ended in, as the Connect views show it. */
export function failureOf(connectorId: string, error: unknown): ConnectFailure {
  return {
    connectorId,
    rejected: isUserRejection(error),
    timedOut: isGatehouseError(error, 'WalletRequestTimeout'),
    message: describeWalletError(error),
  }
}
