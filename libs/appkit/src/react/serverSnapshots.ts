import { defaultThemeMode } from '@gatehouse/common'
import type { AppKitAccount, AppKitNetworkState, AppKitState, AppKitTheme } from '../api/types'

/**
 * What hooks return during server rendering and hydration: the state of a visitor the server knows
 * nothing about. The client moves on from here after hydration, so the two never disagree.
 */
export const serverAccount: AppKitAccount = Object.freeze({
  address: undefined,
  caipAddress: undefined,
  isConnected: false,
  status: 'disconnected',
  allAccounts: [],
})

export const serverNetwork: AppKitNetworkState = Object.freeze({
  caipNetwork: undefined,
  caipNetworkId: undefined,
  chainId: undefined,
})

export const serverState: AppKitState = Object.freeze({
  open: false,
  loading: false,
  selectedNetworkId: undefined,
  activeChain: undefined,
  initialized: false,
})

export const serverTheme: AppKitTheme = Object.freeze({ themeMode: defaultThemeMode, themeVariables: {} })

export interface WalletProviderState<T = unknown> {
  walletProvider: T | undefined
  walletProviderType: string | undefined
}

export const serverProvider: WalletProviderState = Object.freeze({
  walletProvider: undefined,
  walletProviderType: undefined,
})
