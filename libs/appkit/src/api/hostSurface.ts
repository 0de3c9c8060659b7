import type { SIWXConfig, SIWXSession } from '@gatehouse/common'
import type { HostEvent, Kit, OpenOptions } from '@gatehouse/controllers'
import { memoized } from './memoized'
import { subscribeDerived } from './subscribeDerived'

/** The connected wallet, as `getWalletInfo` / `useWalletInfo` give it (AppKit's `walletInfo`). */
export interface WalletInfo {
  name: string
  /** The wallet's icon (an image URL or a `data:image` URI), when it announced one. */
  icon: string | undefined
  rdns: string | undefined
  /** How it connects: ANNOUNCED, INJECTED, WALLET_CONNECT, ... */
  type: string
}

/** The instance methods of AppKit's event and wallet-info surface. */
export interface HostSurface {
  /** The newest event: `{ timestamp, data: { type: 'track', event, properties } }` (MODAL_CREATED at first). */
  getEvent(): HostEvent
  /** Calls `listener` with every event from now on, analytics on or off; returns the unsubscribe function. */
  subscribeEvents(listener: (event: HostEvent) => void): () => void
  /** The wallet the active namespace is connected with, or undefined. */
  getWalletInfo(): WalletInfo | undefined
  subscribeWalletInfo(listener: (walletInfo: WalletInfo | undefined) => void): () => void
  /**
   * Connects one named wallet as `<appkit-wallet-button wallet="…">` does: an installed wallet
   * (`metamask`, an rdns, a catalogue id or its name) at once; `walletConnect` on the QR code; a
   * catalogue wallet that is not installed on its own QR code. Settles once connected.
   */
  connectWallet(wallet: string): Promise<void>
  /** The sign-in implementation in use (`siwx`, or `siweConfig` adapted), undefined when sign-in is off. */
  getSIWX(): SIWXConfig | undefined
  /** The active account's sign-in session, undefined while it has none. */
  getSIWXSession(): SIWXSession | undefined
  subscribeSIWXSession(listener: (session: SIWXSession | undefined) => void): () => void
  /**
   * Ends the active account's sign-in session (and disconnects when sign-in is required).
   * @throws GatehouseError 'SIWX is not enabled' without `siwx` or `siweConfig`.
   */
  signOutSIWX(): Promise<void>
}

/**
 * Builds the event and wallet-info methods of one instance; `open` is the instance's own (it loads
 * the modal's code as well as opening it).
 */
export function hostSurface(kit: Kit, open: (options: OpenOptions) => Promise<void>): HostSurface {
  // One object per wallet (useSyncExternalStore needs a stable snapshot); `{}` while none is connected.
  const infoOf = memoized((): Partial<WalletInfo> => {
    const connector = kit.connectedConnector()
    if (!connector) return {}
    // Over WalletConnect, the wallet at the other end, as it named itself.
    const peer =
      connector.type === 'WALLET_CONNECT'
        ? kit.connection.state.namespaces[connector.chain]?.wallet
        : undefined
    return {
      name: peer?.name ?? connector.name,
      icon: peer ? peer.icon : connector.imageUrl,
      rdns: connector.info?.rdns,
      type: connector.type,
    }
  })
  const walletInfo = (): WalletInfo | undefined => {
    const info = infoOf()
    return info.name === undefined ? undefined : (info as WalletInfo)
  }
  return {
    getEvent: () => kit.events.latest(),
    subscribeEvents: (listener) => kit.events.subscribe(listener),
    getWalletInfo: walletInfo,
    subscribeWalletInfo: (listener) =>
      subscribeDerived([kit.connection.state, kit.connectors.state, kit.chain.state], walletInfo, listener),
    async connectWallet(wallet) {
      await kit.connectNamedWallet(wallet, (options) => void open(options))
    },
    getSIWX: () => kit.options.state.siwx,
    getSIWXSession: () => kit.signIn.state.session,
    subscribeSIWXSession: (listener) =>
      subscribeDerived([kit.signIn.state], () => kit.signIn.state.session, listener),
    signOutSIWX: () => kit.signIn.signOut(),
  }
}
