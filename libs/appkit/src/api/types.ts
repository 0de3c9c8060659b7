import type {
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  Network,
  ThemeMode,
  ThemeVariables,
} from '@gatehouse/common'
import type { AdapterAccount, ConnectionStatus, OpenOptions } from '@gatehouse/controllers'
import type { HostSurface } from './hostSurface'

/** The modal's public state (as `useAppKitState` returns it). */
export interface AppKitState {
  open: boolean
  loading: boolean
  selectedNetworkId: CaipNetworkId | undefined
  /** The active namespace; undefined only in the server snapshot. */
  activeChain: ChainNamespace | undefined
  /** True once a stored session has been restored (or there was none). */
  initialized: boolean
}

/** The connected account of a namespace (as `useAppKitAccount` returns it). */
export interface AppKitAccount {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: ConnectionStatus
  allAccounts: readonly AdapterAccount[]
}

/** The active network of a namespace (what `useAppKitNetwork` returns, with `switchNetwork`). */
export interface AppKitNetworkState {
  caipNetwork: Network | undefined
  caipNetworkId: CaipNetworkId | undefined
  chainId: number | string | undefined
}

/** The theme in effect. */
export interface AppKitTheme {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

/** One kit instance, as `createAppKit` returns it. Names follow @reown/appkit. */
export interface AppKit extends HostSurface {
  /** Opens the modal on the view the opening rules pick, or on `view` with `arguments`. */
  open(options?: OpenOptions): Promise<void>
  close(): Promise<void>
  getState(): AppKitState
  subscribeState(listener: (state: AppKitState) => void): () => void
  getAccount(namespace?: ChainNamespace): AppKitAccount
  subscribeAccount(listener: (account: AppKitAccount) => void, namespace?: ChainNamespace): () => void
  getCaipNetwork(namespace?: ChainNamespace): Network | undefined
  getNetwork(namespace?: ChainNamespace): AppKitNetworkState
  subscribeNetwork(listener: (network: AppKitNetworkState) => void, namespace?: ChainNamespace): () => void
  /** Switches the active network (the wallet's too, when connected). */
  switchNetwork(network: Network): Promise<void>
  disconnect(namespace?: ChainNamespace): Promise<void>
  /**
   * Adds a network to a namespace after creation (the Networks view lists it). Before the kit has
   * loaded, the change applies as it loads; one it refuses is then reported in the console.
   * @throws GatehouseError "Adapter for namespace {namespace} doesn't exist" (docs/reference/validation.md#adapter-for-namespace).
   */
  addNetwork(namespace: ChainNamespace, network: Network): void
  /**
   * Removes a network (CAIP-2 id or chain id) from a namespace; a namespace on it moves to its first
   * remaining network. Before the kit has loaded, the change applies once it has.
   * @throws GatehouseError "Adapter for namespace {namespace} doesn't exist" (docs/reference/validation.md#adapter-for-namespace).
   */
  removeNetwork(namespace: ChainNamespace, networkId: CaipNetworkId | number | string): void
  getThemeMode(): ThemeMode
  setThemeMode(mode: ThemeMode): void
  getThemeVariables(): ThemeVariables
  setThemeVariables(variables: ThemeVariables): void
  getTheme(): AppKitTheme
  /**
   * The language tag the modal and the connect button show (`en`, `ar`, `es`, or a regional tag such
   * as `es-MX`); `en` when the host asked for a language Gatehouse does not ship.
   */
  getLocale(): string
  /**
   * Changes the language of the modal and the connect button (see the `locale` option); an open
   * modal switches once its messages in that language have arrived.
   * @throws GatehouseError when `locale` is not a BCP 47 language tag.
   */
  setLocale(locale: string): void
  subscribeTheme(listener: (theme: AppKitTheme) => void): () => void
  /** The connected wallet's provider (EIP-1193 for eip155), or undefined. */
  getWalletProvider(namespace?: ChainNamespace): unknown
  subscribeProviders(listener: () => void): () => void
  /** Resolves once a stored session has been restored (or there was none). */
  ready(): Promise<void>
  /** Unmounts the modal and stops every subscription of this instance. */
  destroy(): void
}
