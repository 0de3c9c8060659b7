import { proxy } from 'valtio/vanilla'
import {
  ErrorMessage,
  GatehouseError,
  isGatehouseError,
  Timing,
  type ChainNamespace,
} from '@gatehouse/common'
import {
  hasWalletConnect,
  type AdapterConnectionState,
  type ChainAdapter,
  type ConnectResult,
  type WalletConnectCapability,
} from '../adapter/ChainAdapter'
import type { AdapterRegistry } from '../adapter/createAdapterRegistry'
import type { ChainController } from '../chain/createChainController'
import type { Connector } from '../connector/Connector'
import type { Storage } from '../storage/createStorage'
import { awaitWalletAnswer } from './awaitWalletAnswer'
import {
  failureOf,
  type ConnectionState,
  type ConnectionStatus,
  type NamespaceConnection,
} from './connectionState'
import { describeWalletError } from './describeWalletError'
import { readConnectResult } from './readConnectResult'
import { readPeerWallet, type PeerWallet } from './readPeerWallet'

export type {
  ConnectFailure,
  ConnectionState,
  ConnectionStatus,
  NamespaceConnection,
} from './connectionState'

const addressCaches = ['balanceCache', 'identityCache', 'nameCache', 'portfolioCache'] as const

/**
 * Connection status per namespace and the connect, restore and disconnect flows. The adapter's source
 * of truth decides; this mirrors its events and persists what a reload needs.
 */
export function createConnectionController(deps: {
  adapters: AdapterRegistry
  chain: ChainController
  storage: Storage
}) {
  const { adapters, chain, storage } = deps
  const state = proxy<ConnectionState>({ namespaces: {}, lastFailure: undefined, hasSignInSession: false })

  function namespaceState(namespace: ChainNamespace): NamespaceConnection {
    return (state.namespaces[namespace] ??= { status: 'disconnected', connectorId: undefined })
  }

  function remember(namespace: ChainNamespace, connectorId: string) {
    storage.set('connectedConnectorIds', {
      ...storage.get('connectedConnectorIds'),
      [namespace]: connectorId,
    })
    const namespaces = new Set(storage.get('connectedNamespaces') ?? [])
    namespaces.add(namespace)
    storage.set('connectedNamespaces', [...namespaces])
    storage.set('connectionStatus', 'connected')
  }

  function forget(namespace: ChainNamespace) {
    const ids = Object.entries(storage.get('connectedConnectorIds') ?? {}).filter(
      ([key]) => key !== namespace,
    )
    storage.set('connectedConnectorIds', Object.fromEntries(ids))
    const namespaces = (storage.get('connectedNamespaces') ?? []).filter((entry) => entry !== namespace)
    storage.set('connectedNamespaces', namespaces)
    if (namespaces.length === 0) storage.set('connectionStatus', 'disconnected')
  }

  function applyConnected(namespace: ChainNamespace, result: ConnectResult, wallet?: PeerWallet) {
    chain.setChainId(namespace, result.chainId)
    chain.setAccount(namespace, result.address, result.accounts)
    const current = namespaceState(namespace)
    Object.assign(current, {
      status: 'connected',
      connectorId: result.connectorId,
      // A connect's own result does not name the peer: what the adapter's update said stays.
      wallet: wallet ?? (current.connectorId === result.connectorId ? current.wallet : undefined),
    })
    remember(namespace, result.connectorId)
  }

  function applyDisconnected(namespace: ChainNamespace) {
    chain.resetAccount(namespace)
    Object.assign(namespaceState(namespace), {
      status: 'disconnected',
      connectorId: undefined,
      wallet: undefined,
    })
    forget(namespace)
  }

  let attempts = 0

  async function attempt(
    namespace: ChainNamespace,
    connectorId: string,
    run: (adapter: ChainAdapter) => Promise<ConnectResult>,
    options: { markConnecting?: boolean; answerTimeout?: { ms: number; walletName: string } } = {},
  ): Promise<ConnectResult> {
    const adapter = adapters.get(namespace)
    const previous = namespaceState(namespace).status
    const current = ++attempts
    state.lastFailure = undefined
    if (options.markConnecting ?? true) namespaceState(namespace).status = 'connecting'
    const connected = (result: ConnectResult) => {
      applyConnected(namespace, result, readPeerWallet(result.peer))
      chain.setActiveNamespace(namespace)
      if (state.lastFailure?.connectorId === connectorId) state.lastFailure = undefined
      return result
    }
    try {
      const answer = run(adapter).then((result) => readConnectResult(namespace, result))
      const { answerTimeout } = options
      const result = answerTimeout
        ? await awaitWalletAnswer(answer, {
            timeoutMs: answerTimeout.ms,
            walletName: answerTimeout.walletName,
            // The visitor approved after all: connect. A late refusal replaces the timeout message
            // only while no newer attempt has started.
            onLateAnswer: (outcome) => {
              if (outcome.status === 'fulfilled') connected(outcome.value)
              else if (current === attempts) state.lastFailure = failureOf(connectorId, outcome.reason)
            },
          })
        : await answer
      return connected(result)
    } catch (error) {
      // A late answer of an earlier attempt may have connected meanwhile: that stands.
      if (namespaceState(namespace).status === 'connecting') {
        namespaceState(namespace).status = previous === 'connected' ? 'connected' : 'disconnected'
      }
      // What the kit refused, the adapter must not keep (unless it holds an earlier, good connection).
      if (isGatehouseError(error, 'WalletAnswerUnreadable') && previous === 'disconnected') {
        adapter.disconnect().catch(() => undefined)
      }
      state.lastFailure = failureOf(connectorId, error)
      throw error
    }
  }

  const connection = {
    state,

    status(namespace: ChainNamespace = chain.state.activeNamespace): ConnectionStatus {
      return state.namespaces[namespace]?.status ?? 'disconnected'
    },

    isConnected(namespace: ChainNamespace = chain.state.activeNamespace): boolean {
      return connection.status(namespace) === 'connected' && Boolean(chain.account(namespace)?.address)
    },

    connectedNamespaces(): ChainNamespace[] {
      return (Object.keys(state.namespaces) as ChainNamespace[]).filter((namespace) =>
        connection.isConnected(namespace),
      )
    },

    /**
     * Mirrors what an adapter's source of truth reports. A connected state the kit cannot read (an
     * address that is not one, a chain id that is not a number) is left out, with the detail in the
     * console: the kit keeps what it knew.
     */
    handleAdapterState(namespace: ChainNamespace, update: AdapterConnectionState) {
      if (update.status === 'connected' && update.address && update.chainId !== undefined) {
        let result: ConnectResult
        try {
          result = readConnectResult(namespace, {
            address: update.address,
            chainId: update.chainId,
            connectorId: update.connectorId ?? namespaceState(namespace).connectorId ?? 'unknown',
            accounts: update.accounts ?? [{ address: update.address }],
          })
        } catch (error) {
          console.warn('[gatehouse] ignored a wallet state it cannot read', update, error)
          return
        }
        applyConnected(namespace, result, readPeerWallet(update.peer))
      } else if (update.status === 'disconnected') {
        if (namespaceState(namespace).status !== 'disconnected') applyDisconnected(namespace)
      } else {
        namespaceState(namespace).status = update.status
      }
    },

    /**
     * Connects a connector. On failure the namespace returns to its previous status, `lastFailure`
     * says why (a rejection is a normal outcome) and the error is rethrown for the caller.
     */
    connect(connector: Connector): Promise<ConnectResult> {
      return attempt(
        connector.chain,
        connector.id,
        (adapter) => adapter.connect({ connectorId: connector.id, network: chain.network(connector.chain) }),
        { answerTimeout: { ms: Timing.walletAnswerTimeout, walletName: connector.name } },
      )
    },

    /**
     * Connects over WalletConnect: `onUri` gets the pairing URI to show or hand to a wallet; settles
     * when the wallet answers. Failures are reported like `connect`'s. `pair` replaces the adapter's
     * plain pairing (the one-step sign-in pairs with WalletConnect's authenticate).
     * @throws GatehouseError 'WalletConnectConnector not found' when the adapter cannot do it.
     */
    async connectWalletConnect(
      namespace: ChainNamespace,
      onUri: (uri: string) => void,
      pair?: (adapter: ChainAdapter & WalletConnectCapability) => Promise<ConnectResult>,
    ): Promise<ConnectResult> {
      const adapter = adapters.get(namespace)
      if (!hasWalletConnect(adapter)) {
        throw new GatehouseError('WalletConnectUnavailable', ErrorMessage.walletConnectConnectorNotFound)
      }
      // Not `connecting` meanwhile: a QR code on screen is not a connection in progress yet.
      return attempt(
        namespace,
        adapter.walletConnectConnectorId,
        () =>
          pair ? pair(adapter) : adapter.connectWalletConnect({ onUri, network: chain.network(namespace) }),
        { markConnecting: false },
      )
    },

    /**
     * Restores the sessions storage says are connected (docs/reference/states.md#restore): each becomes `connecting` at once,
     * then connected or disconnected. Storage saying disconnected clears the address caches.
     */
    async restore(): Promise<void> {
      if (storage.get('connectionStatus') !== 'connected') {
        if (storage.get('connectionStatus') === 'disconnected')
          addressCaches.forEach((key) => storage.remove(key))
        return
      }
      const connectorIds = storage.get('connectedConnectorIds') ?? {}
      const pending = (storage.get('connectedNamespaces') ?? []).flatMap((namespace) => {
        const connectorId = connectorIds[namespace]
        const adapter = adapters.find(namespace)
        if (!connectorId || !adapter || !chain.state.namespaces[namespace]) {
          forget(namespace)
          return []
        }
        Object.assign(namespaceState(namespace), { status: 'connecting', connectorId })
        return [{ namespace, connectorId, adapter }]
      })
      await Promise.all(
        pending.map(async ({ namespace, connectorId, adapter }) => {
          try {
            const result = await adapter.reconnect({ connectorId })
            if (result) applyConnected(namespace, readConnectResult(namespace, result))
            else applyDisconnected(namespace)
          } catch (error) {
            console.warn(`[gatehouse] could not restore the ${namespace} session`, error)
            applyDisconnected(namespace)
          }
        }),
      )
    },

    /**
     * Disconnects one namespace, or every connected one (docs/reference/states.md#disconnect): each resets its account, status
     * and connector; failures are collected into one error.
     */
    async disconnect(namespace?: ChainNamespace): Promise<void> {
      const targets = namespace ? [namespace] : connection.connectedNamespaces()
      const failures: string[] = []
      await Promise.all(
        targets.map(async (target) => {
          try {
            await adapters.get(target).disconnect()
          } catch (error) {
            failures.push(`${target}: ${describeWalletError(error)}`)
          } finally {
            applyDisconnected(target)
          }
        }),
      )
      state.hasSignInSession = false
      if (failures.length) {
        throw new GatehouseError(
          'DisconnectFailed',
          ErrorMessage.failedToDisconnectChains(failures.join(', ')),
        )
      }
    },

    setSignInSession(hasSession: boolean) {
      state.hasSignInSession = hasSession
    },
  }
  return connection
}

export type ConnectionController = ReturnType<typeof createConnectionController>
