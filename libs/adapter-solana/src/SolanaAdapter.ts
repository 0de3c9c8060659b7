import type { Network } from '@gatehouse/common'
import type {
  AdapterContext,
  AdapterAccount,
  ChainAdapter,
  ConnectResult,
  TransactionOutcome,
  TransferCapability,
  TransferCostCapability,
  TransferRequest,
  WalletConnectNamespaceProposal,
  WalletConnectSessionGuestCapability,
  WalletConnectSessionLink,
} from '@gatehouse/controllers'
import type * as DiscoveryModule from './discovery/standardConnectors'
import type { SolanaWalletWatch } from './discovery/standardConnectors'
import { readOptions, type SolanaAdapterOptions, type SolanaCommitment } from './options'
import type { SolanaRuntime } from './runtime/createSolanaRuntime'
import type { SolanaTransferCost } from './transfer/solanaTransfer'
import type { SolanaWalletProvider } from './runtime/walletProvider'
import { registerSolanaAdapter } from './newestAdapter'
import { joinWalletConnectSessions, type WalletConnectJoin } from './walletconnect/joinWalletConnectSessions'
import { walletConnectConnectorId } from './walletconnect/walletConnectConnectorId'
import { walletConnectProposal } from './walletconnect/walletConnectProposal'

/**
 * The Solana adapter (AppKit's `SolanaAdapter`): Wallet Standard wallets, balances and transfers
 * of SOL and SPL tokens through @solana/kit. Constructing it and `setup` do no I/O and load
 * nothing: the Wallet Standard registry is read by a small chunk on the visitor's first intent
 * (`prepare`/`syncConnectors`); @solana/kit and the program clients load with the first connection
 * or a restored session.
 */
export class SolanaAdapter
  implements ChainAdapter, TransferCapability, TransferCostCapability, WalletConnectSessionGuestCapability
{
  readonly namespace = 'solana'
  /**
   * The Solana networks given in the options; without them the runtime knows mainnet, devnet,
   * testnet and the local chain (kept out of the page's first bundle).
   */
  readonly networks: readonly Network[]
  /** The commitment balances are read at, transactions preflighted with and waited for. */
  readonly commitment: SolanaCommitment
  private readonly options: SolanaAdapterOptions
  private context: AdapterContext | undefined
  private discovery: Promise<typeof DiscoveryModule> | undefined
  private watch: SolanaWalletWatch | undefined
  private runtime: Promise<SolanaRuntime> | undefined
  private provider: SolanaWalletProvider | undefined
  private network: Network | undefined
  private readonly networkListeners = new Set<() => void>()
  private walletConnect: WalletConnectJoin | undefined

  constructor(options: SolanaAdapterOptions = {}) {
    this.commitment = readOptions(options).commitment
    this.options = options
    this.networks = options.networks ?? []
    registerSolanaAdapter(this)
  }

  setup(context: AdapterContext): void {
    this.context = context
  }

  /**
   * Starts downloading the code that reads the Wallet Standard registry; `createAppKit` calls it on
   * the visitor's first intent, beside the kit's own chunk.
   */
  prepare(): void {
    if (typeof window !== 'undefined') this.discoveryModule().catch(() => undefined)
  }

  private discoveryModule(): Promise<typeof DiscoveryModule> {
    if (!this.discovery) {
      const discovery = import('./discovery/standardConnectors')
      discovery.catch(() => {
        if (this.discovery === discovery) this.discovery = undefined
      })
      this.discovery = discovery
    }
    return this.discovery
  }

  private async wallets(): Promise<SolanaWalletWatch> {
    const module = await this.discoveryModule()
    this.watch ??= module.watchSolanaWallets(this.options.wallets ?? [])
    return this.watch
  }

  /** The runtime (@solana/kit and the session), loading it first if needed. */
  private load(): Promise<SolanaRuntime> {
    const context = this.context
    if (!context) return Promise.reject(new Error('SolanaAdapter: pass it to createAppKit before use'))
    if (!this.runtime) {
      const loading = Promise.all([this.wallets(), import('./runtime/createSolanaRuntime')]).then(
        ([watch, module]) => {
          const runtime = module.createSolanaRuntime({
            watch,
            networks: this.options.networks,
            commitment: this.commitment,
          })
          runtime.attach({
            events: context.events,
            onProvider: (provider) => {
              this.provider = provider
            },
          })
          return runtime
        },
      )
      loading.catch(() => {
        if (this.runtime === loading) this.runtime = undefined
      })
      this.runtime = loading
    }
    return this.runtime
  }

  /** Runs a runtime call, then tells the network's listeners if the call moved to another network. */
  private async run<T>(call: (runtime: SolanaRuntime) => Promise<T> | T): Promise<T> {
    const runtime = await this.load()
    try {
      return await call(runtime)
    } finally {
      const network = runtime.currentNetwork()
      if (network !== this.network) {
        this.network = network
        this.networkListeners.forEach((listener) => listener())
      }
    }
  }

  /** Lists the page's Solana wallets, and keeps listing them as wallets register and leave. */
  async syncConnectors(): Promise<void> {
    const context = this.context
    if (!context) throw new Error('SolanaAdapter: pass it to createAppKit before use')
    if (typeof window === 'undefined') return
    const [watch, { toConnector }] = await Promise.all([this.wallets(), this.discoveryModule()])
    const publish = () => context.events.connectorsChanged(watch.wallets().map(toConnector))
    publish()
    this.stopPublishing ??= watch.subscribe(publish)
  }

  private stopPublishing: (() => void) | undefined

  connect(params: { connectorId: string; network?: Network | undefined }): Promise<ConnectResult> {
    return this.run((runtime) => runtime.connect(params.connectorId, params.network))
  }

  reconnect(params: { connectorId: string }): Promise<ConnectResult | undefined> {
    if (params.connectorId === walletConnectConnectorId && this.walletConnect)
      return this.walletConnect.restore()
    return this.run((runtime) => runtime.reconnect(params.connectorId))
  }

  disconnect(): Promise<void> {
    return this.run((runtime) => runtime.disconnect())
  }

  getAccounts(): Promise<readonly AdapterAccount[]> {
    return this.run((runtime) => runtime.getAccounts())
  }

  switchNetwork(network: Network): Promise<void> {
    return this.run((runtime) => runtime.switchNetwork(network))
  }

  signMessage(params: { message: string; address: string }): Promise<string> {
    return this.run((runtime) => runtime.signMessage(params.message, params.address))
  }

  getBalance(params: { address: string; network: Network }): Promise<{ balance: string; symbol: string }> {
    return this.run((runtime) => runtime.getBalance(params.address, params.network))
  }

  /**
   * Sends SOL, or the SPL token whose mint is `request.token.address` (creating the receiver's
   * associated token account when it has none); resolves with the base58 signature.
   */
  sendTransfer(request: TransferRequest): Promise<string> {
    return this.run((runtime) => runtime.sendTransfer(request))
  }

  /** What the transfer costs in lamports: the kit's `TransferCost`, with the network fee and the rent apart. */
  estimateTransfer(request: TransferRequest): Promise<SolanaTransferCost> {
    return this.run((runtime) => runtime.estimateTransfer(request))
  }

  /** Resolves once the transaction reached the adapter's commitment; one that failed there is 'reverted'. */
  waitForTransaction(signature: string): Promise<{ status: TransactionOutcome }> {
    return this.run((runtime) => runtime.waitForTransaction(signature))
  }

  /** What a WalletConnect pairing opened by another adapter (the EVM one) asks for Solana. */
  walletConnectProposal(): WalletConnectNamespaceProposal {
    return walletConnectProposal(this.networks, this.network)
  }

  /** Connects through the Solana part of each WalletConnect session the other adapter opens. */
  joinWalletConnectSessions(link: WalletConnectSessionLink): void {
    this.walletConnect = joinWalletConnectSessions({
      link,
      run: (call) => this.run(call),
      events: () => this.context?.events,
      chainId: () => `solana:${String((this.network ?? this.networks[0])?.id)}`,
    })
  }

  /** The connected wallet's provider (AppKit's Solana `Provider`), or undefined when disconnected. */
  getWalletProvider(): SolanaWalletProvider | undefined {
    return this.provider
  }

  /**
   * The Solana network the adapter works on once its runtime has loaded: the connected session's,
   * else the last one used. Undefined before (`useAppKitConnection` then reads the remembered one).
   */
  get activeNetwork(): Network | undefined {
    return this.network
  }

  /** Calls `listener` whenever `activeNetwork` changes; returns the function that stops it. */
  subscribeNetwork(listener: () => void): () => void {
    this.networkListeners.add(listener)
    return () => this.networkListeners.delete(listener)
  }
}
