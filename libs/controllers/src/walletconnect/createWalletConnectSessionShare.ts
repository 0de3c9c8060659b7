import { requestNamespace, type CaipAddress, type ChainNamespace } from '@gatehouse/common'
import type {
  WalletConnectSessionRequest,
  WalletConnectSessionShare,
} from '../adapter/WalletConnectSessionSharing'

/** The approved namespaces of a WalletConnect session, as the sign client keeps them. */
export type SessionNamespaces = Readonly<Record<string, { readonly accounts: readonly string[] }>>

/** What a share reads from the session and how it reaches the wallet. */
export interface WalletConnectSessionSource {
  namespace: ChainNamespace
  /** The session's namespaces; undefined once it has ended. */
  namespaces(): SessionNamespaces | undefined
  /** The session's properties; undefined when it has none or has ended. */
  sessionProperties?(): Readonly<Record<string, unknown>> | undefined
  /** The wallet's metadata in the session, as it sent it. */
  peer?(): unknown
  send(request: WalletConnectSessionRequest): Promise<unknown>
  disconnect(): Promise<void>
  /** Calls `listener` whenever the session ends; returns the unsubscribe function. */
  onEnd(listener: () => void): () => void
}

/**
 * One namespace's part of a WalletConnect session, with the request rules of docs/reference/validation.md#request-namespace: a request
 * needs a session, and its network must belong to one of the session's namespaces.
 */
export function createWalletConnectSessionShare(
  source: WalletConnectSessionSource,
): WalletConnectSessionShare {
  return {
    get accounts() {
      const accounts = source.namespaces()?.[source.namespace]?.accounts ?? []
      return accounts.filter((account): account is CaipAddress => account.split(':').length === 3)
    },

    get sessionProperties() {
      const entries = Object.entries(source.sessionProperties?.() ?? {})
      // Remote data: only string values are properties (WalletConnect's shape).
      return Object.fromEntries(
        entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    },

    get peer() {
      return source.peer?.()
    },

    async request<T>(request: WalletConnectSessionRequest): Promise<T> {
      const namespaces = source.namespaces()
      requestNamespace(namespaces && { namespaces }, request.chainId)
      return (await source.send(request)) as T
    },

    disconnect: () => source.disconnect(),

    onEnd(listener) {
      const stop = source.onEnd(() => {
        stop()
        listener()
      })
      return stop
    },
  }
}
