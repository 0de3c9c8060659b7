import {
  connect,
  createConfig,
  createStorage,
  disconnect,
  estimateGas,
  getBalance,
  http,
  injected,
  reconnect,
  sendTransaction,
  signMessage,
  waitForTransactionReceipt,
  watchConnectors,
  writeContract,
  type Config,
  type Connector as WagmiConnector,
  type WriteContractParameters,
} from '@wagmi/core'
import type { Abi, Chain } from 'viem'
import { ErrorMessage, formatUnits, GatehouseError, type Network } from '@gatehouse/common'
import type {
  AdapterEvents,
  EmbeddedWalletTransport,
  ConnectResult,
  EvmContractWriteRequest,
  EvmTransactionRequest,
  WalletConnectSessionShare,
  WalletConnectSignInRequest,
  WalletConnectSignInResult,
} from '@gatehouse/controllers'
import type { WagmiAdapterOptions } from '../options'
import { authConnector } from '../auth/authConnector'
import {
  walletConnect,
  walletConnectConnectorId,
  type WalletConnectConnectorProperties,
} from '../walletconnect/walletConnectConnector'
import type { WalletConnectProviderOptions } from '../walletconnect/createWalletConnectProvider'
import type { WalletConnectGuest } from '../walletconnect/walletConnectGuests'
import { readConnectionState, watchConnectionState } from './connectionState'
import { switchEvmChain, type Eip1193Requester } from './switchEvmChain'
import { toConnector } from './toConnector'
import { reportSentTransactions } from './reportSentTransactions'
import { asConnectError, readConnection, unreadableAnswer } from './walletAnswer'

/** What the kit hands the runtime once the adapter is given to `createAppKit`. */
export interface RuntimeAttachment {
  events: AdapterEvents
  /** Told the connected wallet's provider whenever it changes (for `getWalletProvider`). */
  onProvider: (provider: unknown) => void
}

/**
 * The adapter's heavy half: wagmi's config (the one the host's wagmi hooks read too), its watchers
 * and the actions the kit calls. The config exists before the kit attaches, so a host may read it
 * before `createAppKit` runs (AppKit's Next.js layout does).
 */
export function createWagmiRuntime(params: {
  networks: readonly Network[]
  options: Pick<
    WagmiAdapterOptions,
    'ssr' | 'storage' | 'transports' | 'connectors' | 'multiInjectedProviderDiscovery'
  >
  /**
   * WalletConnect settings, read when a pairing starts (the kit fills in the host's metadata when it
   * attaches); without them there is no WalletConnect connector.
   */
  walletConnect?: WalletConnectProviderOptions | undefined
  /** Other adapters' namespaces that WalletConnect pairings propose too (they share the session). */
  walletConnectGuests?: readonly WalletConnectGuest[] | undefined
  /** The kit's embedded wallet, for the AUTH connector (read when it is first used). */
  embeddedWallet?: () => EmbeddedWalletTransport | undefined
}) {
  const chains = params.networks.map((network) => network as unknown as Chain) as [Chain, ...Chain[]]
  const walletConnectConnector = params.walletConnect
    ? [
        walletConnect({
          ...params.walletConnect,
          networks: params.networks,
          guests: params.walletConnectGuests,
        }),
      ]
    : []
  const defaultStorage = createStorage({
    key: 'gatehouse.wagmi',
    storage: typeof window === 'undefined' ? undefined : window.localStorage,
  })
  const config: Config = createConfig({
    chains,
    connectors: [
      ...walletConnectConnector,
      injected(),
      ...(params.embeddedWallet ? [authConnector({ transport: params.embeddedWallet })] : []),
      ...(params.options.connectors ?? []),
    ],
    multiInjectedProviderDiscovery: params.options.multiInjectedProviderDiscovery ?? true,
    ssr: params.options.ssr ?? false,
    transports: Object.fromEntries(
      chains.map((chain) => [
        chain.id,
        params.options.transports?.[chain.id] ?? http(chain.rpcUrls.default.http[0]),
      ]),
    ),
    storage: params.options.storage === undefined ? defaultStorage : params.options.storage,
  })

  let attachment: RuntimeAttachment | undefined
  let pairing = false

  /** Starts mirroring wagmi (the one source of truth) into the kit. */
  function attach(kit: RuntimeAttachment): void {
    if (attachment) return
    attachment = kit
    const publishConnectors = () => kit.events.connectorsChanged(config.connectors.map(toConnector))
    publishConnectors()
    watchConnectors(config, { onChange: publishConnectors })
    // The provider is resolved first, so the kit never says "connected" while `getWalletProvider`
    // still has nothing; stale updates are dropped.
    let sequence = 0
    const mirror = async (connection = readConnectionState(config)) => {
      // A QR code on screen is not a connection in progress: the kit hears of it when the wallet answers.
      if (pairing && connection.status === 'connecting') return
      const current = ++sequence
      const provider =
        connection.status === 'connected' ? await connection.connector?.getProvider() : undefined
      if (current !== sequence) return
      kit.onProvider(provider && reportSentTransactions(provider, kit.events.transactionSent))
      kit.events.connectionChanged({
        status: connection.status,
        address: connection.address,
        accounts: connection.addresses?.map((address) => ({ address, type: 'eoa' as const })),
        chainId: connection.chainId,
        connectorId: connection.connector?.id,
      })
    }
    watchConnectionState(config, (connection) => void mirror(connection))
    // The host's <WagmiProvider> may have restored a session before the kit attached.
    if (readConnectionState(config).status === 'connected') void mirror()
  }

  const transactionSent = (hash: `0x${string}`) => attachment?.events.transactionSent(hash)

  function findConnector(id: string): WagmiConnector {
    const connector = config.connectors.find((candidate) => candidate.id === id)
    if (!connector) throw new GatehouseError('ConnectorNotFound', ErrorMessage.connectorNotFound(id))
    return connector
  }

  /** Runs a WalletConnect pairing, handing its URI to `onUri`; meanwhile the kit hears no 'connecting'. */
  async function whilePairing<T>(onUri: (uri: string) => void, run: () => Promise<T>): Promise<T> {
    const connector = findConnector(walletConnectConnectorId)
    const onMessage = (message: { type: string; data?: unknown }) => {
      if (message.type === 'display_uri' && typeof message.data === 'string') onUri(message.data)
    }
    connector.emitter.on('message', onMessage)
    pairing = true
    try {
      return await run()
    } finally {
      pairing = false
      connector.emitter.off('message', onMessage)
    }
  }

  function connectedConnector(): WagmiConnector {
    const connection = readConnectionState(config)
    if (connection.status !== 'connected' || !connection.connector) {
      throw new GatehouseError('NotConnected', ErrorMessage.noActiveCaipAddress)
    }
    return connection.connector
  }

  return {
    config,
    attach,

    /**
     * Connects a wallet. An answer that cannot be read (an account that is not an address, a chain id
     * that is not a number) fails with the catalogue's message, and wagmi does not keep it.
     */
    async connect(connectorId: string): Promise<ConnectResult> {
      const connector = findConnector(connectorId)
      let result: { accounts: readonly unknown[]; chainId: unknown }
      try {
        result = await connect(config, { connector })
      } catch (error) {
        throw asConnectError(error)
      }
      const connection = readConnection(result.accounts, result.chainId)
      if (!connection) {
        await disconnect(config, { connector }).catch(() => undefined)
        throw unreadableAnswer(
          new Error(`accounts ${JSON.stringify(result.accounts)} on chain ${String(result.chainId)}`),
        )
      }
      const [address] = connection.accounts as [`0x${string}`]
      const accounts = connection.accounts.map((account) => ({ address: account, type: 'eoa' as const }))
      return { address, chainId: connection.chainId, connectorId, accounts }
    },

    /** Pairs over WalletConnect, handing the pairing URI to `onUri` as soon as it exists. */
    connectWalletConnect(onUri: (uri: string) => void): Promise<ConnectResult> {
      return whilePairing(onUri, () => this.connect(walletConnectConnectorId))
    },

    /**
     * Pairs with WalletConnect's one-step authenticate, then hands the session to wagmi through its
     * own connect (which finds the session and pairs no more): the connection is the one
     * `connectWalletConnect` makes, plus the sign-in sessions the wallet signed.
     */
    connectWithSignIn(
      request: WalletConnectSignInRequest,
      onUri: (uri: string) => void,
    ): Promise<WalletConnectSignInResult> {
      return whilePairing(onUri, async () => {
        const connector = findConnector(walletConnectConnectorId) as WagmiConnector &
          Partial<WalletConnectConnectorProperties>
        if (!connector.signIn)
          throw new GatehouseError('ConnectorNotFound', ErrorMessage.connectorNotFound(connector.id))
        let sessions
        try {
          sessions = await connector.signIn(request)
        } catch (error) {
          throw asConnectError(error)
        }
        return { ...(await this.connect(walletConnectConnectorId)), sessions }
      })
    },

    /** A guest namespace's part of the WalletConnect session, if there is one with accounts in it. */
    async walletConnectShare(namespace: string): Promise<WalletConnectSessionShare | undefined> {
      const connector = config.connectors.find((candidate) => candidate.id === walletConnectConnectorId) as
        (WagmiConnector & Partial<WalletConnectConnectorProperties>) | undefined
      return connector?.share?.(namespace)
    },

    async reconnect(connectorId: string): Promise<ConnectResult | undefined> {
      // Only the stored connector: others (WalletConnect's SDK above all) stay unloaded.
      const stored = config.connectors.filter((candidate) => candidate.id === connectorId)
      const connections = await reconnect(config, stored.length ? { connectors: stored } : undefined)
      const connection =
        connections.find((candidate) => candidate.connector.id === connectorId) ?? connections[0]
      if (!connection) return undefined
      const readable = readConnection(connection.accounts, connection.chainId)
      if (!readable) {
        // A stored session the wallet now answers for with junk is no session.
        console.warn('[gatehouse] the wallet answered the reconnection with', connection)
        await disconnect(config, { connector: connection.connector }).catch(() => undefined)
        return undefined
      }
      const [address] = readable.accounts as [`0x${string}`]
      return {
        address,
        chainId: readable.chainId,
        connectorId: connection.connector.id,
        accounts: readable.accounts.map((account) => ({ address: account, type: 'eoa' as const })),
      }
    },

    disconnect: () => disconnect(config),

    getAccounts: () =>
      (readConnectionState(config).addresses ?? []).map((address) => ({ address, type: 'eoa' as const })),

    async switchNetwork(network: Network) {
      const connector = connectedConnector()
      if (connector.id === walletConnectConnectorId && connector.switchChain) {
        await connector.switchChain({ chainId: Number(network.id) })
        return
      }
      const provider = (await connector.getProvider()) as Eip1193Requester
      await switchEvmChain(provider, network)
      // Some wallets switch without announcing chainChanged: confirm from the wallet itself.
      if ((await connector.getChainId()) === network.id)
        connector.emitter.emit('change', { chainId: Number(network.id) })
    },

    async signMessage(message: string, address: string) {
      return signMessage(config, {
        message,
        account: address as `0x${string}`,
        connector: connectedConnector(),
      })
    },

    async getBalance(address: string, network: Network) {
      const balance = await getBalance(config, {
        address: address as `0x${string}`,
        chainId: Number(network.id),
      })
      return { balance: formatUnits(balance.value, balance.decimals), symbol: balance.symbol }
    },

    async sendTransaction(request: EvmTransactionRequest) {
      const hash = await sendTransaction(config, { ...request, connector: connectedConnector() })
      transactionSent(hash)
      return hash
    },

    async writeContract(request: EvmContractWriteRequest) {
      const hash = await writeContract(config, {
        ...request,
        abi: request.abi as Abi,
        connector: connectedConnector(),
      } as WriteContractParameters)
      transactionSent(hash)
      return hash
    },

    async waitForTransaction(hash: `0x${string}`) {
      const receipt = await waitForTransactionReceipt(config, { hash, pollingInterval: 500 })
      return { status: receipt.status }
    },

    estimateGas: (request: EvmTransactionRequest) =>
      estimateGas(config, { ...request, connector: connectedConnector() }),
  }
}

export type WagmiRuntime = ReturnType<typeof createWagmiRuntime>
