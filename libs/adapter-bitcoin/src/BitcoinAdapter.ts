import type { Network } from '@gatehouse/common'
import type {
  AdapterAccount,
  AdapterContext,
  ChainAdapter,
  ConnectResult,
  TransactionOutcome,
  TransferCapability,
  WalletConnectNamespaceProposal,
  WalletConnectSessionGuestCapability,
  WalletConnectSessionLink,
} from '@gatehouse/controllers'
import type { BitcoinConnector } from './connectors/BitcoinConnector'
import type * as DiscoveryModule from './discovery/watchBitcoinConnectors'
import type { BitcoinConnectorWatch } from './discovery/watchBitcoinConnectors'
import { defaultBitcoinNetworks } from './networks/bitcoinChains'
import { readOptions, type BitcoinAdapterOptions } from './options'
import type { BitcoinRuntime } from './runtime/createBitcoinRuntime'
import type { BitcoinTransferRequest } from './transfer/bitcoinTransfer'
import { joinWalletConnectSessions, type WalletConnectJoin } from './walletconnect/joinWalletConnectSessions'
import { walletConnectConnectorId } from './walletconnect/walletConnectConnectorId'
import { walletConnectProposal } from './walletconnect/walletConnectProposal'

const notSetUp = () => new Error('BitcoinAdapter: pass it to createAppKit before use')

/**
 * The Bitcoin adapter (AppKit's `BitcoinAdapter`, namespace `bip122`): Wallet Standard wallets with
 * the `bitcoin:*` features and sats-connect wallets, payments built as PSBTs with
 * @scure/btc-signer. Constructing it and `setup` do no I/O and load nothing: discovery is a small
 * chunk loaded on the visitor's first intent (`prepare`/`syncConnectors`); the runtime (sessions,
 * the REST client, btc-signer) loads with the first connection or a restored session.
 */
export class BitcoinAdapter implements ChainAdapter, TransferCapability, WalletConnectSessionGuestCapability {
  readonly namespace = 'bip122'
  /** The Bitcoin networks of the options; bitcoin and bitcoinTestnet without them. */
  readonly networks: readonly Network[]
  private readonly options: BitcoinAdapterOptions
  private context: AdapterContext | undefined
  private discovery: Promise<typeof DiscoveryModule> | undefined
  private watch: BitcoinConnectorWatch | undefined
  private runtime: Promise<BitcoinRuntime> | undefined
  private provider: BitcoinConnector | undefined
  private loaded: BitcoinRuntime | undefined
  private walletConnect: WalletConnectJoin | undefined
  private stopPublishing: (() => void) | undefined

  /** @throws GatehouseError 'InvalidOptions' naming the option that is wrong. */
  constructor(options: BitcoinAdapterOptions = {}) {
    this.options = readOptions(options)
    this.networks = [...(this.options.networks ?? defaultBitcoinNetworks)]
  }

  /** Keeps the kit's context; no I/O. */
  setup(context: AdapterContext): void {
    this.context = context
  }

  /** Starts downloading the discovery chunk; `createAppKit` calls it on the visitor's first intent. */
  prepare(): void {
    if (typeof window !== 'undefined') this.discoveryModule().catch(() => undefined)
  }

  private discoveryModule(): Promise<typeof DiscoveryModule> {
    if (!this.discovery) {
      const discovery = import('./discovery/watchBitcoinConnectors')
      discovery.catch(() => {
        if (this.discovery === discovery) this.discovery = undefined
      })
      this.discovery = discovery
    }
    return this.discovery
  }

  private async wallets(): Promise<BitcoinConnectorWatch> {
    const module = await this.discoveryModule()
    this.watch ??= module.watchBitcoinConnectors({
      networks: this.networks,
      activeNetwork: () => this.activeNetwork,
    })
    return this.watch
  }

  /** The runtime (sessions, REST, btc-signer), loading it first if needed. */
  private load(): Promise<BitcoinRuntime> {
    const context = this.context
    if (!context) return Promise.reject(notSetUp())
    if (!this.runtime) {
      const loading = Promise.all([this.wallets(), import('./runtime/createBitcoinRuntime')]).then(
        ([watch, module]) => {
          const runtime = module.createBitcoinRuntime({
            watch,
            networks: this.networks,
            api: this.options.api,
          })
          runtime.attach({
            events: context.events,
            onProvider: (provider) => {
              this.provider = provider
            },
          })
          this.loaded = runtime
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

  /** Runs a call on the runtime, loading it first. */
  private async run<T>(call: (runtime: BitcoinRuntime) => Promise<T> | T): Promise<T> {
    return call(await this.load())
  }

  /**
   * The Bitcoin network the adapter works on once its runtime has loaded: the session's (the one
   * its addresses are on), else the last one used. Undefined before.
   */
  get activeNetwork(): Network | undefined {
    return this.loaded?.currentNetwork()
  }

  /** Lists the page's Bitcoin wallets, and keeps listing them as wallets come and go. */
  async syncConnectors(): Promise<void> {
    const context = this.context
    if (!context) throw notSetUp()
    if (typeof window === 'undefined') return
    const [watch, { toConnector }] = await Promise.all([this.wallets(), this.discoveryModule()])
    const publish = () => context.events.connectorsChanged(watch.connectors().map(toConnector))
    publish()
    this.stopPublishing ??= watch.subscribe(publish)
  }

  /**
   * Connects a wallet: asks it for its payment and ordinals addresses; the account is the payment
   * address, on the network it is written for (the kit's `network` when the wallet has several).
   */
  connect(params: { connectorId: string; network?: Network | undefined }): Promise<ConnectResult> {
    return this.run((runtime) => runtime.connect(params.connectorId, params.network))
  }

  /** Restores the stored wallet's session without a prompt; undefined when it has none any more. */
  reconnect(params: { connectorId: string }): Promise<ConnectResult | undefined> {
    if (params.connectorId === walletConnectConnectorId && this.walletConnect)
      return this.walletConnect.restore()
    return this.run((runtime) => runtime.reconnect(params.connectorId))
  }

  /** Forgets the session, and ends it in the wallet where its protocol can. */
  disconnect(): Promise<void> {
    return this.run((runtime) => runtime.disconnect())
  }

  /** The session's accounts: the payment one first, then the ordinals one. */
  getAccounts(): Promise<readonly AdapterAccount[]> {
    return this.run((runtime) => runtime.getAccounts())
  }

  /**
   * Moves to another Bitcoin network: the wallet switches where it can, else it must already hold
   * addresses there. @throws GatehouseError 'ChainNotSupported' otherwise.
   */
  switchNetwork(network: Network): Promise<void> {
    return this.run((runtime) => runtime.switchNetwork(network))
  }

  /** Signs with BIP-322 by default (AppKit's SIWX verifier reads it); resolves with base64. */
  signMessage(params: { message: string; address: string }): Promise<string> {
    return this.run((runtime) => runtime.signMessage(params.message, params.address))
  }

  /** The sum of the address's UTXOs (mempool ones included), in BTC (8 decimals). */
  getBalance(params: { address: string; network: Network }): Promise<{ balance: string; symbol: string }> {
    return this.run((runtime) => runtime.getBalance(params.address, params.network))
  }

  /**
   * Pays from the payment address with a PSBT the wallet signs (largest-first coins, change back
   * unless dust, the half-hour fee rate unless `feeRate`); resolves with the txid once broadcast.
   */
  sendTransfer(request: BitcoinTransferRequest): Promise<string> {
    return this.run((runtime) => runtime.sendTransfer(request))
  }

  /**
   * Polls until the transaction is in a block (no time limit; see the README); 'dropped' when the
   * node stopped knowing it.
   */
  waitForTransaction(txid: string): Promise<{ status: TransactionOutcome }> {
    return this.run((runtime) => runtime.waitForTransaction(txid))
  }

  /** What a WalletConnect pairing opened by another adapter (the EVM one) asks for Bitcoin. */
  walletConnectProposal(): WalletConnectNamespaceProposal {
    return walletConnectProposal(this.networks, this.activeNetwork)
  }

  /** Connects through the bip122 part of each WalletConnect session the other adapter opens. */
  joinWalletConnectSessions(link: WalletConnectSessionLink): void {
    this.walletConnect = joinWalletConnectSessions({
      link,
      run: (call) => this.run(call),
      events: () => this.context?.events,
      networks: this.networks,
      activeNetwork: () => this.activeNetwork,
    })
  }

  /**
   * The connected wallet as a `BitcoinConnector` (what AppKit's
   * `useAppKitProvider('bip122').walletProvider` is), or undefined when disconnected.
   */
  getWalletProvider(): BitcoinConnector | undefined {
    return this.provider
  }
}
