import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react'
import {
  ErrorMessage,
  GatehouseError,
  type ChainNamespace,
  type Network,
  type ThemeMode,
  type ThemeVariables,
} from '@gatehouse/common'
import type { OpenOptions } from '@gatehouse/controllers'
import { newestAppKit } from '../api/kitRegistry'
import type { AppKit, AppKitAccount, AppKitNetworkState, AppKitState, AppKitTheme } from '../api/types'
import {
  serverAccount,
  serverNetwork,
  serverProvider,
  serverState,
  serverTheme,
  type WalletProviderState,
} from './serverSnapshots'
import { providerSnapshot } from './providerSnapshot'

const AppKitContext = createContext<AppKit | undefined>(undefined)

/** Scopes the hooks below to one instance; without it they use the newest `createAppKit` instance. */
export function AppKitProvider(props: { appkit: AppKit; children?: ReactNode }) {
  return createElement(AppKitContext.Provider, { value: props.appkit }, props.children)
}

/** The instance of the nearest `AppKitProvider`, or the newest one. */
export function useInstance(hook: string): AppKit {
  const appkit = useContext(AppKitContext) ?? newestAppKit()
  if (!appkit) throw new GatehouseError('NotInitialized', ErrorMessage.createAppKitFirst(hook))
  return appkit
}

/** Opens and closes the modal. */
export function useAppKit() {
  const appkit = useInstance('useAppKit')
  return {
    open: (options?: OpenOptions) => appkit.open(options),
    close: () => appkit.close(),
  }
}

/** The connected account of a namespace (the active one by default). */
export function useAppKitAccount(options: { namespace?: ChainNamespace } = {}): AppKitAccount {
  const appkit = useInstance('useAppKitAccount')
  return useSyncExternalStore(
    (listener) => appkit.subscribeAccount(listener, options.namespace),
    () => appkit.getAccount(options.namespace),
    () => serverAccount,
  )
}

/** What `useAppKitNetwork` returns (AppKit's name for it). */
export type UseAppKitNetworkReturn = AppKitNetworkState & {
  switchNetwork: (network: Network) => Promise<void>
}

/** The active network, and a function to switch it. */
export function useAppKitNetwork(): UseAppKitNetworkReturn {
  const appkit = useInstance('useAppKitNetwork')
  const network = useSyncExternalStore(
    (listener) => appkit.subscribeNetwork(listener),
    () => appkit.getNetwork(),
    () => serverNetwork,
  )
  return { ...network, switchNetwork: (target: Network) => appkit.switchNetwork(target) }
}

/** Whether the modal is open, the selected network and the active namespace. */
export function useAppKitState(): AppKitState {
  const appkit = useInstance('useAppKitState')
  return useSyncExternalStore(appkit.subscribeState, appkit.getState, () => serverState)
}

/** The connected wallet's provider for a namespace (EIP-1193 for eip155), to sign and send with. */
export function useAppKitProvider<T = unknown>(namespace: ChainNamespace): WalletProviderState<T> {
  const appkit = useInstance('useAppKitProvider')
  return useSyncExternalStore(
    appkit.subscribeProviders,
    () => providerSnapshot(appkit, namespace),
    () => serverProvider,
  ) as WalletProviderState<T>
}

/** Disconnects one namespace, or all. */
export function useDisconnect() {
  const appkit = useInstance('useDisconnect')
  return {
    disconnect: (options: { namespace?: ChainNamespace } = {}) => appkit.disconnect(options.namespace),
  }
}

/** The theme, and functions to change it. */
export function useAppKitTheme(): AppKitTheme & {
  setThemeMode: (mode: ThemeMode) => void
  setThemeVariables: (variables: ThemeVariables) => void
} {
  const appkit = useInstance('useAppKitTheme')
  const theme = useSyncExternalStore(appkit.subscribeTheme, appkit.getTheme, () => serverTheme)
  return { ...theme, setThemeMode: appkit.setThemeMode, setThemeVariables: appkit.setThemeVariables }
}
