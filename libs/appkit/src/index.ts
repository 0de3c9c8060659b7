export { createAppKit } from './api/createAppKit'
export type { AppKit, AppKitAccount, AppKitNetworkState, AppKitState, AppKitTheme } from './api/types'
export type { HostSurface, WalletInfo } from './api/hostSurface'
export type { HostEvent as AppKitEvent, HostEventName as AppKitEventName } from '@gatehouse/controllers'
export type {
  AppKitOptions,
  AppMetadata,
  ChainAdapter,
  Connector,
  ConnectionStatus,
  Features,
  KitEnvironment,
  OpenOptions,
  View,
} from '@gatehouse/controllers'
export type {
  CaipAddress,
  CaipNetworkId,
  ChainNamespace,
  Network,
  ThemeMode,
  ThemeVariables,
} from '@gatehouse/common'
export { defineNetwork } from '@gatehouse/common'
