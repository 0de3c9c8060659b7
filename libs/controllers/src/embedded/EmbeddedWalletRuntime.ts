import type { AlertKind, ChainNamespace, LocaleSetting } from '@gatehouse/common'
import type { ConnectionController } from '../connection/createConnectionController'
import type { ConnectorController } from '../connector/createConnectorController'
import type { ModalController } from '../modal/createModalController'
import type { AppMetadata } from '../options/types'
import type { RouterController } from '../router/createRouterController'
import type { Storage } from '../storage/createStorage'
import type { ThemeState } from '../theme/createThemeController'
import type { ToastController } from '../toast/createToastController'
import type { EmbeddedWallet, EmbeddedWalletState } from './EmbeddedWallet'
import type { EmbeddedWalletTransport } from './EmbeddedWalletTransport'

/**
 * What the embedded wallet's code (the `@gatehouse/embedded-wallet` package) gets from its kit when
 * it loads: the kit's state for it, its storage, and the controllers its login and its approvals use.
 */
export interface EmbeddedWalletRuntimeDeps {
  /** The wallet's state, created by the kit before the code loaded. */
  state: EmbeddedWalletState
  storage: Pick<Storage, 'get' | 'set' | 'remove'>
  options: {
    state: {
      embeddedWalletUrl: string
      projectId: string | undefined
      metadata: AppMetadata | undefined
      /** The modal's language: the frame's approval screen follows it. */
      locale: LocaleSetting
    }
  }
  /** The modal's theme: the frame's approval screen follows it. */
  theme: { state: ThemeState }
  /** Where the frame's container goes (the kit's modal host); default the page's body. */
  frameParent?: () => HTMLElement
  platform: { origin(): string }
  alert: { open(kind: AlertKind): boolean }
  connection: Pick<ConnectionController, 'connect' | 'isConnected' | 'state' | 'handleAdapterState'>
  connectors: Pick<ConnectorController, 'find'>
  router: Pick<
    RouterController,
    'state' | 'push' | 'goBack' | 'onLeave' | 'pushTransactionStack' | 'popTransactionStack'
  >
  modal: { state: Pick<ModalController['state'], 'open'> }
  /** Opens the modal on a view (the kit's open). */
  open(view: 'ApproveTransaction'): void
  /** Closes the modal (the kit's close, which keeps the sign-in rule of docs/reference/views.md#close-blocked). */
  close(): void
  toast: Pick<ToastController, 'show'>
  /** Reads the native balance again, past its cache. */
  refreshBalance(force: boolean): unknown
  /** The kit's disconnect (the AUTH connector's then signs out of the frame). */
  disconnect(namespace: ChainNamespace): Promise<void>
  /** The clock of the resend cooldown (ms since epoch); `Date.now` by default. */
  now?: () => number
}

/** The embedded wallet once its code has loaded: what the kit's lazy wallet hands each call to. */
export interface EmbeddedWalletRuntime {
  /** The frame: shown in the modal's body while an approval waits, hidden otherwise. */
  frame: { show(visible: boolean): void }
  wallet: Omit<EmbeddedWallet, 'state'>
  transport: EmbeddedWalletTransport
}

/** Starts the embedded wallet on its frame (`@gatehouse/embedded-wallet`'s `startEmbeddedWallet`). */
export type StartEmbeddedWallet = (deps: EmbeddedWalletRuntimeDeps) => EmbeddedWalletRuntime

/**
 * Loads the embedded wallet's code, by dynamic import, on the first call that needs it: the kit's
 * environment gives it (`@gatehouse/appkit` does); a kit without it has no e-mail or social login.
 */
export type LoadEmbeddedWallet = () => Promise<StartEmbeddedWallet>
