import type { Network, SocialProvider, ThemeMode, ThemeVariables } from '@gatehouse/common'
import type { ChainAdapter } from '../adapter/ChainAdapter'
import type { Features } from './features'

/** The host application's description, shown to wallets. */
export interface AppMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/** Sign-in with a wallet (SIWX); the feature that uses it lands later. */
export interface SiwxConfig {
  /** When true the visitor must sign in: the sign-in views cannot be closed without a session. */
  required?: boolean
  [key: string]: unknown
}

/** The options of `createAppKit`. Every field but `networks` is optional. */
export interface AppKitOptions {
  adapters?: ChainAdapter[]
  networks: [Network, ...Network[]]
  defaultNetwork?: Network
  projectId?: string
  /**
   * Base URL of the Gatehouse cloud service (apps/cloud) that serves the remote configuration, the
   * wallet catalogue and wallet images. Defaults to a local development service; set it to your
   * deployment in production.
   */
  apiUrl?: string
  metadata?: AppMetadata
  features?: Partial<Omit<Features, 'socials'>> & { socials?: SocialProvider[] | false }
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  featuredWalletIds?: string[]
  includeWalletIds?: string[]
  excludeWalletIds?: string[]
  /** Let a wallet stay on a network outside `networks` (default false). */
  allowUnsupportedChain?: boolean
  /** Let the visitor switch networks (default true). */
  enableNetworkSwitch?: boolean
  enableWalletConnect?: boolean
  enableEIP6963?: boolean
  enableInjected?: boolean
  /** The modal is embedded in the page rather than floating over it. */
  enableEmbedded?: boolean
  /** The host drives WalletConnect itself. */
  manualWCControl?: boolean
  siweConfig?: Record<string, unknown>
  siwx?: SiwxConfig
  /**
   * The language of the modal and the connect button, as a BCP 47 tag: `en` (the default), `ar`
   * (right to left) or `es`; a regional tag such as `es-MX` picks the language and keeps the region's
   * number and date formats. A well-formed tag of another language shows English with a console
   * warning; anything else is an options error.
   */
  locale?: 'en' | 'ar' | 'es' | (string & {})
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  debug?: boolean
}
