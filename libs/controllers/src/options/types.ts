import type {
  Network,
  SIWEConfig,
  SIWXConfig,
  SocialProvider,
  ThemeMode,
  ThemeVariables,
} from '@gatehouse/common'
import type { ChainAdapter } from '../adapter/ChainAdapter'
import type { Features } from './features'

/** The host application's description, shown to wallets. */
export interface AppMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/** The options of `createAppKit`. Every field but `networks` is optional. */
export interface AppKitOptions {
  adapters?: ChainAdapter[]
  networks: [Network, ...Network[]]
  defaultNetwork?: Network
  projectId?: string
  /**
   * Base URL of the Gatehouse cloud service (apps/cloud) that serves the remote configuration, the
   * wallet catalogue and wallet images, and the chain RPC the built-in networks are read through (a
   * network with an RPC of the host's own keeps it). Defaults to a local development service; set it to your
   * deployment in production.
   */
  apiUrl?: string
  /**
   * The embedded wallet's frame page (e-mail and social login), served by apps/cloud from an origin of
   * its own: the keys live there, never in the host page. Defaults to the frame of the service at
   * `apiUrl` (see `defaultEmbeddedWalletUrl`).
   */
  embeddedWalletUrl?: string
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
  /**
   * AppKit's legacy sign-in with Ethereum (`createSIWEConfig` of `@gatehouse/siwx`): the host's server
   * issues nonces and keeps sessions. Not together with `siwx`.
   */
  siweConfig?: SIWEConfig
  /**
   * Sign in with the wallet (AppKit's SIWX plugin, such as `new DefaultSIWX()` of `@gatehouse/siwx`):
   * once connected on a supported network without a session, the modal asks for a signature.
   */
  siwx?: SIWXConfig
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
