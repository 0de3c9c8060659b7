import type { ChainNamespace, Network } from '@gatehouse/common'
import type { WalletListing } from '../catalogue/walletListing'
import type { Connector } from '../connector/Connector'

/**
 * The modal's own views (docs/reference/views.md#view-list), and the feature views that controllers'
 * own logic still names (sign-in, names): they move to their features' manifests with that logic.
 * Every other feature view is declared by its feature's manifest, in `FeatureViews`.
 */
export const views = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'ConnectingWalletConnect',
  'ConnectingExternal',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'UnsupportedChain',
  'SwitchNetwork',
  'SwitchActiveChain',
  'ConnectingMultiChain',
  'Networks',
] as const

/**
 * The views that feature packages add, by name: each feature's manifest module declares its own
 * (`declare module '@gatehouse/controllers' { interface FeatureViews { WalletSend: true } }`), so a
 * program that imports the manifest (the kit's list does) knows them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface FeatureViews {}

/** Every view the modal can show: its own and its features'. */
export type View = (typeof views)[number] | Extract<keyof FeatureViews, string>

/** Data a view is opened with. */
export interface RouterData {
  connector?: Connector
  network?: Network
  /** The catalogue wallet a WalletConnect view is for. */
  wallet?: WalletListing
  /** The namespace a view is limited to: Connect lists only the wallets of it (docs/reference/views.md#switch-active-chain). */
  namespace?: ChainNamespace
  /** Free-form arguments from `open({ view, arguments })`, read by the view that wants them. */
  arguments?: Record<string, unknown>
}
