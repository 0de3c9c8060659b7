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

/** Attributes of `<appkit-button>` in JSX. */
export interface AppKitButtonAttributes extends DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> {
  size?: 'sm' | 'md'
  label?: string
  loadingLabel?: string
  balance?: 'show' | 'hide'
  disabled?: boolean
  namespace?: 'eip155' | 'solana' | 'bip122'
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'appkit-button': AppKitButtonAttributes
    }
  }
}
