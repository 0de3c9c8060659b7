import type { Config } from '@wagmi/core'
import type { Network } from '@gatehouse/common'
import type {
  AdapterContext,
  ChainAdapter,
  ConnectResult,
  EvmTransactionCapability,
  EvmTransactionRequest,
} from '@gatehouse/controllers'
import type { WagmiRuntime } from './runtime/createWagmiRuntime'

/** Options of `new WagmiAdapter(...)`. */
export interface WagmiAdapterOptions {
  /** The EVM networks (viem `Chain`-compatible; `defineNetwork` or `@gatehouse/appkit/networks`). */
  networks: Network[]
  projectId?: string
}

/**
 * The EVM adapter, on @wagmi/core and viem. Constructing it is cheap: wagmi, viem and the connectors
 * load on the visitor's first intent, or when a stored session is restored.
 */
export class WagmiAdapter implements ChainAdapter, EvmTransactionCapability {
  readonly namespace = 'eip155'
  readonly networks: readonly Network[]
  readonly projectId: string | undefined
  private context: AdapterContext | undefined
  private runtime: Promise<WagmiRuntime> | undefined
  private walletProvider: unknown

  constructor(options: WagmiAdapterOptions) {
    this.networks = options.networks.filter((network) => network.chainNamespace === 'eip155')
    this.projectId = options.projectId
  }

  setup(context: AdapterContext): void {
    this.context = context
  }

  private load(): Promise<WagmiRuntime> {
    const context = this.context
    if (!context) return Promise.reject(new Error('WagmiAdapter: pass it to createAppKit before use'))
    this.runtime ??= import('./runtime/createWagmiRuntime').then(({ createWagmiRuntime }) =>
      createWagmiRuntime({
        networks: this.networks,
        events: context.events,
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

  async syncConnectors(): Promise<void> {
    await this.load()
  }

  async connect(params: { connectorId: string }): Promise<ConnectResult> {
    return (await this.load()).connect(params.connectorId)
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

  async estimateGas(request: EvmTransactionRequest): Promise<bigint> {
    return (await this.load()).estimateGas(request)
  }

  getWalletProvider(): unknown {
    return this.walletProvider
  }
}
