import type { Config } from '@wagmi/core'
import type { Network } from '@gatehouse/common'
import type {
  AdapterContext,
  ChainAdapter,
  ConnectResult,
  EvmContractWriteRequest,
  EvmTransactionCapability,
  EvmTransactionRequest,
  WalletConnectCapability,
} from '@gatehouse/controllers'
import { connectorsBeforeWagmi, watchAnnouncedWallets } from './discovery/announcedConnectors'
import type { WagmiRuntime } from './runtime/createWagmiRuntime'

/** Options of `new WagmiAdapter(...)`. */
export interface WagmiAdapterOptions {
  /** The EVM networks (viem `Chain`-compatible; `defineNetwork` or `@gatehouse/appkit/networks`). */
  networks: Network[]
  /** The WalletConnect project id; falls back to the one given to `createAppKit`. */
  projectId?: string
  /**
   * The WalletConnect relay. Defaults to the public relay (wss://relay.walletconnect.org); point it
   * at apps/cloud's development relay (ws://127.0.0.1:8787) to work on one machine.
   */
  relayUrl?: string
  /** Set false to leave WalletConnect out (only browser wallets). Default true. */
  walletConnect?: boolean
}

/**
 * The EVM adapter, on @wagmi/core and viem. Constructing it is cheap, and so is listing the wallets:
 * EIP-6963 announcements need no wagmi. wagmi, viem and the connectors load when a connection starts
 * (or any other call that needs them), or when a stored session is restored.
 */
export class WagmiAdapter implements ChainAdapter, EvmTransactionCapability, WalletConnectCapability {
  readonly namespace = 'eip155'
  readonly networks: readonly Network[]
  readonly projectId: string | undefined
  readonly relayUrl: string | undefined
  readonly walletConnectConnectorId = 'walletConnect'
  private readonly walletConnectEnabled: boolean
  private context: AdapterContext | undefined
  private runtime: Promise<WagmiRuntime> | undefined
  private walletProvider: unknown
  private stopDiscovery: (() => void) | undefined

  constructor(options: WagmiAdapterOptions) {
    this.networks = options.networks.filter((network) => network.chainNamespace === 'eip155')
    this.projectId = options.projectId
    this.relayUrl = options.relayUrl
    this.walletConnectEnabled = options.walletConnect ?? true
  }

  setup(context: AdapterContext): void {
    this.context = context
  }

  private load(): Promise<WagmiRuntime> {
    const context = this.context
    if (!context) return Promise.reject(new Error('WagmiAdapter: pass it to createAppKit before use'))
    const projectId = this.projectId ?? context.projectId
    // From here on wagmi's own discovery publishes the connectors (with the same ids).
    this.stopDiscovery?.()
    this.runtime ??= import('./runtime/createWagmiRuntime').then(({ createWagmiRuntime }) =>
      createWagmiRuntime({
        networks: this.networks,
        events: context.events,
        walletConnect:
          this.walletConnectEnabled && projectId
            ? { projectId, relayUrl: this.relayUrl, metadata: context.metadata }
            : undefined,
        onProvider: (provider) => {
          this.walletProvider = provider
        },
      }),
    )
    this.runtime.catch(() => {
      this.runtime = undefined
    })
    return this.runtime
  }

  /** wagmi's config, for hosts that also use wagmi directly (loads the adapter's code). */
  async getWagmiConfig(): Promise<Config> {
    return (await this.load()).config
  }

  /**
   * Lists the wallets without loading wagmi: WalletConnect, the legacy provider and the EIP-6963
   * wallets that announce themselves, under the ids wagmi gives them. Once wagmi is loaded, its
   * connectors are the list.
   */
  async syncConnectors(): Promise<void> {
    const context = this.context
    if (!context) throw new Error('WagmiAdapter: pass it to createAppKit before use')
    if (this.runtime) {
      await this.runtime
      return
    }
    const walletConnectConnectorId =
      this.walletConnectEnabled && (this.projectId ?? context.projectId)
        ? this.walletConnectConnectorId
        : undefined
    this.stopDiscovery ??= watchAnnouncedWallets((wallets) => {
      if (!this.runtime)
        context.events.connectorsChanged(connectorsBeforeWagmi({ walletConnectConnectorId, wallets }))
    })
  }

  async connect(params: { connectorId: string }): Promise<ConnectResult> {
    return (await this.load()).connect(params.connectorId)
  }

  async connectWalletConnect(params: { onUri(uri: string): void }): Promise<ConnectResult> {
    return (await this.load()).connectWalletConnect(params.onUri)
  }

  async reconnect(params: { connectorId: string }): Promise<ConnectResult | undefined> {
    return (await this.load()).reconnect(params.connectorId)
  }

  async disconnect(): Promise<void> {
    await (await this.load()).disconnect()
  }

  async getAccounts() {
    return (await this.load()).getAccounts()
  }

  async switchNetwork(network: Network): Promise<void> {
    await (await this.load()).switchNetwork(network)
  }

  async signMessage(params: { message: string; address: string }): Promise<string> {
    return (await this.load()).signMessage(params.message, params.address)
  }

  async getBalance(params: { address: string; network: Network }) {
    return (await this.load()).getBalance(params.address, params.network)
  }

  async sendTransaction(request: EvmTransactionRequest): Promise<`0x${string}`> {
    return (await this.load()).sendTransaction(request)
  }

  async writeContract(request: EvmContractWriteRequest): Promise<`0x${string}`> {
    return (await this.load()).writeContract(request)
  }

  async estimateGas(request: EvmTransactionRequest): Promise<bigint> {
    return (await this.load()).estimateGas(request)
  }

  async waitForTransaction(hash: `0x${string}`): Promise<{ status: 'success' | 'reverted' }> {
    return (await this.load()).waitForTransaction(hash)
  }

  getWalletProvider(): unknown {
    return this.walletProvider
  }
}
