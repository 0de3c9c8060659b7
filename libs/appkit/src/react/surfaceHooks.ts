import { useCallback, useRef, useState, useSyncExternalStore } from 'react'
import type { HostEvent } from '@gatehouse/controllers'
import type { WalletInfo } from '../api/hostSurface'
import type { AppKitAccount } from '../api/types'
import { useInstance } from './hooks'

/** The event a server renders with: the stream's first event, at time zero, so hydration matches. */
const created: HostEvent = { timestamp: 0, data: { type: 'track', event: 'MODAL_CREATED' } }
const serverEvent = Object.freeze(created)
const noWallet = () => undefined

/**
 * The newest event of the instance, in AppKit's shape `{ timestamp, data: { type: 'track', event,
 * properties } }`; the component re-renders on every event. Events reach the host whether analytics
 * is on or off.
 */
export function useAppKitEvents(): HostEvent {
  const appkit = useInstance('useAppKitEvents')
  return useSyncExternalStore(appkit.subscribeEvents, appkit.getEvent, () => serverEvent)
}

/** The wallet the active namespace is connected with (name, icon, rdns, type), or undefined. */
export function useWalletInfo(): { walletInfo: WalletInfo | undefined } {
  const appkit = useInstance('useWalletInfo')
  const walletInfo = useSyncExternalStore(appkit.subscribeWalletInfo, appkit.getWalletInfo, noWallet)
  return { walletInfo }
}

/** Callbacks of `useAppKitWallet`. */
export interface UseAppKitWalletOptions {
  onSuccess?: (account: AppKitAccount) => void
  onError?: (error: Error) => void
}

/** What `useAppKitWallet` returns. */
export interface AppKitWalletState {
  /** The account once a `connect` succeeded. */
  data: AppKitAccount | undefined
  error: Error | undefined
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  /**
   * Connects one named wallet, as `<appkit-wallet-button wallet="…">` does: an installed wallet
   * (`metamask`, `coinbase`, an rdns, a catalogue id or its name) at once, `walletConnect` on the QR
   * code, a catalogue wallet that is not installed on its QR code.
   */
  connect: (wallet: string) => Promise<void>
}

/** Connects a named wallet from a host's own button (AppKit's wallet-button hook). */
export function useAppKitWallet(options: UseAppKitWalletOptions = {}): AppKitWalletState {
  const appkit = useInstance('useAppKitWallet')
  const callbacks = useRef(options)
  callbacks.current = options
  const [state, setState] = useState<{
    status: 'idle' | 'pending' | 'success' | 'error'
    data?: AppKitAccount
    error?: Error
  }>({ status: 'idle' })
  const connect = useCallback(
    async (wallet: string) => {
      setState({ status: 'pending' })
      try {
        await appkit.connectWallet(wallet)
        const account = appkit.getAccount()
        setState({ status: 'success', data: account })
        callbacks.current.onSuccess?.(account)
      } catch (caught) {
        const error = caught instanceof Error ? caught : new Error(String(caught))
        setState({ status: 'error', error })
        callbacks.current.onError?.(error)
      }
    },
    [appkit],
  )
  return {
    data: state.data,
    error: state.error,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    connect,
  }
}
