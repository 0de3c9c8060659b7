import type { Config } from '@wagmi/core'
import type { Network } from '@gatehouse/common'
import type {
  AdapterContext,
  ChainAdapter,
  ConnectListing,
  ConnectResult,
  ContractCallCapability,
  ContractCallRequest,
  TransactionOutcome,
  TransferCapability,
  TransferCost,
  TransferCostCapability,
  TransferRequest,
  WalletConnectCapability,
  WalletConnectNamespaceProposal,
  WalletConnectSessionHostCapability,
  WalletConnectSessionLink,
  WalletConnectSignInCapability,
  WalletConnectSignInRequest,
  WalletConnectSignInResult,
} from '@gatehouse/controllers'
import { deferredConfig } from './config/deferredConfig'
import type { AnnouncedConnectorsModule, WagmiRuntime, WagmiRuntimeModule } from './lazyModules'
import type {
  EvmContractWriteRequest,
  EvmFeeRequest,
  EvmTransactionRequest,
} from './transfer/evmTransactions'
import { assertSupportedOptions, connectListingOf, type WagmiAdapterOptions } from './options'
import type { WalletConnectProviderOptions } from './walletconnect/createWalletConnectProvider'
import type { WalletConnectGuest } from './walletconnect/walletConnectGuests'

export type { WagmiAdapterOptions } from './options'
export type { WagmiRuntimeModule } from './lazyModules'

/**
 * The EVM adapter, on @wagmi/core and viem. Constructing it is cheap, and so is listing the wallets:
 * EIP-6963 announcements need no wagmi. wagmi, viem and the connectors load when a connection starts
 * (or any other call that needs them), when a stored session is restored, or when the host first uses
 * `wagmiConfig` (in AppKit's React set-up, as `<WagmiProvider>` first renders).
 */
export class WagmiAdapter
  implements
    ChainAdapter,
    TransferCapability,
    TransferCostCapability,
    ContractCallCapability,
    WalletConnectCapability,
    WalletConnectSignInCapability,
    WalletConnectSessionHostCapability
{
  readonly namespace = 'eip155'
  readonly networks: readonly Network[]
  readonly projectId: string | undefined
  readonly relayUrl: string | undefined
  readonly walletConnectConnectorId = 'walletConnect'
  private readonly options: WagmiAdapterOptions
  private context: AdapterContext | undefined
  private runtime: WagmiRuntime | undefined
  private loading: Promise<WagmiRuntime> | undefined
  private walletConnectSettings: WalletConnectProviderOptions | undefined
  private configForHost: Config | undefined
  private walletProvider: unknown
  private stopDiscovery: (() => void) | undefined
  private discovery: Promise<AnnouncedConnectorsModule> | undefined
  private hostStarted = false
  private hostListeners: (() => void)[] = []
  private readonly walletConnectGuests: WalletConnectGuest[] = []

  constructor(options: WagmiAdapterOptions) {
    assertSupportedOptions(options)
    this.options = options
    this.networks = options.networks.filter((network) => network.chainNamespace === 'eip155')
    this.projectId = options.projectId
    this.relayUrl = options.relayUrl
  }

  /**
   * The adapter's wagmi code when it is part of the adapter's own module graph: never in browsers
   * (it is a separate chunk, loaded when first needed); the server build (the `node` export
   * condition) returns it, so that a server render can use `wagmiConfig` at once.
   */
  protected bundledRuntimeModule(): WagmiRuntimeModule | undefined {
    return undefined
  }

  setup(context: AdapterContext): void {
    this.context = context
    if (this.walletConnectSettings) this.walletConnectSettings.metadata ??= context.metadata
    this.runtime?.attach(this.attachment(context))
  }

  private attachment(context: AdapterContext) {
    const onProvider = (provider: unknown) => void (this.walletProvider = provider)
    return { events: context.events, onProvider }
  }

  private create(module: WagmiRuntimeModule): WagmiRuntime {
    if (this.runtime) return this.runtime
    // From here on wagmi's own discovery publishes the connectors (with the same ids).
    this.stopDiscovery?.()
    const projectId = this.projectId ?? this.context?.projectId
    this.walletConnectSettings =
      (this.options.walletConnect ?? true) && projectId
        ? { projectId, relayUrl: this.relayUrl, metadata: this.context?.metadata }
        : undefined
    const runtime = module.createWagmiRuntime({
      networks: this.networks,
      options: this.options,
      walletConnect: this.walletConnectSettings,
      walletConnectGuests: this.walletConnectGuests,
      kit: () => this.context,
    })
    this.runtime = runtime
    if (this.context) runtime.attach(this.attachment(this.context))
    return runtime
  }

  /** The runtime, loading it first if needed. */
  private load(): Promise<WagmiRuntime> {
    if (this.runtime) return Promise.resolve(this.runtime)
    if (!this.loading) {
      const loading = Promise.resolve(
        this.bundledRuntimeModule() ?? import('./runtime/createWagmiRuntime'),
      ).then((module) => this.create(module))
      loading.catch(() => {
        if (this.loading === loading) this.loading = undefined
      })
      this.loading = loading
    }
    return this.loading
  }

  /** The runtime for the kit's calls, which come only once the adapter is given to `createAppKit`. */
  private loadForKit(): Promise<WagmiRuntime> {
    if (!this.context) return Promise.reject(new Error('WagmiAdapter: pass it to createAppKit before use'))
    return this.load()
  }

  /**
   * wagmi's config, the one the adapter itself uses, for the host's `<WagmiProvider>` and wagmi hooks
   * (AppKit's `wagmiAdapter.wagmiConfig`). Reading it loads nothing: where wagmi's code has not loaded
   * yet, it is a stand-in for the config that becomes it once loaded, and the first use of it starts
   * the load (in a React render, the render waits for it).
   */
  get wagmiConfig(): Config {
    if (!this.hostStarted) {
      this.hostStarted = true
      this.hostListeners.splice(0).forEach((listener) => listener())
    }
    if (!this.configForHost) {
      const bundled = this.bundledRuntimeModule()
      if (bundled) this.create(bundled)
      this.configForHost =
        this.runtime?.config ??
        deferredConfig(
          () => this.runtime?.config,
          () => this.load().then((runtime) => runtime.config),
        )
    }
    return this.configForHost
  }

  whenHostStarts(listener: () => void): void {
    if (this.hostStarted) listener()
    else this.hostListeners.push(listener)
  }

  /** wagmi's config, once wagmi's code has loaded (the same config as `wagmiConfig`). */
  async getWagmiConfig(): Promise<Config> {
    return (await this.load()).config
  }

  /** What the Connect view lists from this adapter before wagmi loads (see connectListingOf). */
  connectListing(projectId: string | undefined): ConnectListing {
    return connectListingOf(this.options, this.projectId ?? projectId)
  }

  /**
   * Starts downloading the code that lists the announced wallets (a small chunk of its own, so that
   * a page pays nothing for it before the visitor's first intent). `createAppKit` calls it as the
   * kit's own chunk starts downloading, so the two come side by side rather than one after the other.
   */
  prepare(): void {
    if (typeof window !== 'undefined') this.discoveryModule().catch(() => undefined)
  }

  private discoveryModule(): Promise<AnnouncedConnectorsModule> {
    if (!this.discovery) {
      const discovery = import('./discovery/announcedConnectors')
      discovery.catch(() => {
        if (this.discovery === discovery) this.discovery = undefined
      })
      this.discovery = discovery
    }
    return this.discovery
  }

  /**
   * Lists the wallets without loading wagmi: WalletConnect, the legacy provider and the EIP-6963
   * wallets that announce themselves, under the ids wagmi gives them. Once wagmi is loaded, its
   * connectors are the list.
   */
  async syncConnectors(): Promise<void> {
    const context = this.context
    if (!context) throw new Error('WagmiAdapter: pass it to createAppKit before use')
    // Once wagmi is there or on its way, and outside a browser (no announcements), wagmi lists them.
    if (this.runtime || this.loading || typeof window === 'undefined') {
      await this.load()
      return
    }
    const listing = this.connectListing(context.projectId)
    const walletConnectConnectorId = listing.walletConnect ? this.walletConnectConnectorId : undefined
    const announced = listing.announcedWallets
    const { connectorsBeforeWagmi, watchAnnouncedWallets } = await this.discoveryModule()
    // wagmi may have started while the discovery code downloaded: then it lists the wallets.
    if (this.runtime || this.loading) {
      await this.load()
      return
    }
    this.stopDiscovery ??= watchAnnouncedWallets((wallets) => {
      if (!this.runtime)
        context.events.connectorsChanged(
          connectorsBeforeWagmi({ walletConnectConnectorId, wallets: announced ? wallets : [] }),
        )
    })
  }

  async connect(params: { connectorId: string }): Promise<ConnectResult> {
    return (await this.loadForKit()).connect(params.connectorId)
  }

  async connectWalletConnect(params: { onUri(uri: string): void }): Promise<ConnectResult> {
    return (await this.loadForKit()).connectWalletConnect(params.onUri)
  }

  /**
   * Connects over WalletConnect and signs in with the same answer (one-step authenticate): the
   * connection is the one `connectWalletConnect` makes; `sessions` holds one SIWX session per network
   * the wallet signed for (with its CACAO), or none when the wallet only connected.
   */
  async connectWithSignIn(params: {
    request: WalletConnectSignInRequest
    onUri(uri: string): void
  }): Promise<WalletConnectSignInResult> {
    return (await this.loadForKit()).connectWithSignIn(params.request, params.onUri)
  }

  /**
   * Proposes another adapter's namespace in every WalletConnect pairing from now on, and hands that
   * adapter its part of each session approved or restored (one session for both chains).
   */
  linkWalletConnectNamespace(proposal: WalletConnectNamespaceProposal): WalletConnectSessionLink {
    const guest: WalletConnectGuest = { proposal, listeners: new Set() }
    this.walletConnectGuests.push(guest)
    return {
      current: async () => (await this.loadForKit()).walletConnectShare(proposal.namespace),
      onSession(listener) {
        guest.listeners.add(listener)
        return () => guest.listeners.delete(listener)
      },
    }
  }

  async reconnect(params: { connectorId: string }): Promise<ConnectResult | undefined> {
    return (await this.loadForKit()).reconnect(params.connectorId)
  }

  async disconnect(): Promise<void> {
    await (await this.loadForKit()).disconnect()
  }

  async getAccounts() {
    return (await this.loadForKit()).getAccounts()
  }

  async switchNetwork(network: Network): Promise<void> {
    await (await this.loadForKit()).switchNetwork(network)
  }

  async signMessage(params: { message: string; address: string }): Promise<string> {
    return (await this.loadForKit()).signMessage(params.message, params.address)
  }

  async getBalance(params: { address: string; network: Network }) {
    return (await this.loadForKit()).getBalance(params.address, params.network)
  }

  /** Sends ether with a plain transaction, a token with its contract's `transfer` (Tether's own ABI for USDT). */
  async sendTransfer(request: TransferRequest): Promise<`0x${string}`> {
    return (await this.loadForKit()).sendTransfer(request)
  }

  /** What the transfer costs in wei: its gas at the max fee per gas (see `estimateTransactionFee`). */
  async estimateTransfer(request: TransferRequest): Promise<TransferCost> {
    return (await this.loadForKit()).estimateTransfer(request)
  }

  /** Sends a contract call built elsewhere (a swap's approval or the swap), as `sendTransaction` does. */
  async sendContractCall(request: ContractCallRequest): Promise<`0x${string}`> {
    return (await this.loadForKit()).sendContractCall(request)
  }

  async sendTransaction(request: EvmTransactionRequest): Promise<`0x${string}`> {
    return (await this.loadForKit()).sendTransaction(request)
  }

  async writeContract(request: EvmContractWriteRequest): Promise<`0x${string}`> {
    return (await this.loadForKit()).writeContract(request)
  }

  async estimateGas(request: EvmTransactionRequest): Promise<bigint> {
    return (await this.loadForKit()).estimateGas(request)
  }

  async estimateTransactionFee(request: EvmFeeRequest): Promise<bigint> {
    return (await this.loadForKit()).estimateTransactionFee(request)
  }

  /** Resolves once the transaction is mined, with whether it succeeded. */
  async waitForTransaction(hash: string): Promise<{ status: TransactionOutcome }> {
    return (await this.loadForKit()).waitForTransaction(hash)
  }

  getWalletProvider(): unknown {
    return this.walletProvider
  }
}
