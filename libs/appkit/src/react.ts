import type { DetailedHTMLProps, HTMLAttributes } from 'react'

export { createAppKit } from './api/createAppKit'
export type { AppKit, AppKitAccount, AppKitNetworkState, AppKitState, AppKitTheme } from './api/types'
export type { WalletProviderState } from './react/serverSnapshots'
export type { UseAppKitNetworkReturn } from './react/hooks'
export {
  AppKitProvider,
  useAppKit,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
} from './react/hooks'
export { useAppKitEvents, useAppKitWallet, useWalletInfo } from './react/surfaceHooks'
export type { AppKitWalletState, UseAppKitWalletOptions } from './react/surfaceHooks'
export { WalletButton } from './react/WalletButton'
export type { WalletButtonProps, WalletButtonRenderProps } from './react/WalletButton'
export { useAppKitSIWX, useAppKitSIWXSession } from './react/siwxHooks'
export type { AppKitSIWXSessionState } from './react/siwxHooks'
export type { HostSurface, WalletInfo } from './api/hostSurface'
export type { HostEvent as AppKitEvent, HostEventName as AppKitEventName } from '@gatehouse/controllers'

/** Attributes of `<appkit-button>` in JSX. */
export interface AppKitButtonAttributes extends DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> {
  size?: 'sm' | 'md'
  label?: string
  loadingLabel?: string
  balance?: 'show' | 'hide'
  disabled?: boolean
  namespace?: 'eip155' | 'solana' | 'bip122'
}

/** Attributes of `<appkit-network-button>` in JSX. */
export interface AppKitNetworkButtonAttributes extends DetailedHTMLProps<
  HTMLAttributes<HTMLElement>,
  HTMLElement
> {
  disabled?: boolean
}

/** Attributes of `<appkit-account-button>` in JSX. */
export interface AppKitAccountButtonAttributes extends DetailedHTMLProps<
  HTMLAttributes<HTMLElement>,
  HTMLElement
> {
  disabled?: boolean
  balance?: 'show' | 'hide'
  namespace?: 'eip155' | 'solana' | 'bip122'
}

/** Attributes of `<appkit-connect-button>` in JSX. */
export interface AppKitConnectButtonAttributes extends DetailedHTMLProps<
  HTMLAttributes<HTMLElement>,
  HTMLElement
> {
  size?: 'sm' | 'md'
  label?: string
  loadingLabel?: string
}

/** Attributes of `<appkit-wallet-button>` in JSX: `wallet` is `metamask`, `walletConnect`, an rdns, a catalogue id or a name. */
export interface AppKitWalletButtonAttributes extends DetailedHTMLProps<
  HTMLAttributes<HTMLElement>,
  HTMLElement
> {
  wallet: 'metamask' | 'coinbase' | 'trust' | 'rainbow' | 'phantom' | 'walletConnect' | (string & {})
  disabled?: boolean
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'appkit-button': AppKitButtonAttributes
      'appkit-network-button': AppKitNetworkButtonAttributes
      'appkit-account-button': AppKitAccountButtonAttributes
      'appkit-connect-button': AppKitConnectButtonAttributes
      'appkit-wallet-button': AppKitWalletButtonAttributes
    }
  }
}
