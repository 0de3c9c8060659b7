import type { ChainNamespace, Network } from '@gatehouse/common'
import type { WalletListing } from '../catalogue/walletListing'
import type { Connector } from '../connector/Connector'

/** Every view of the modal (docs/reference/views.md#view-list). */
export const views = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'ConnectingWalletConnect',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'ConnectSocials',
  'ConnectingSocial',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'UnsupportedChain',
  'Swap',
  'SwitchNetwork',
  'SwitchActiveChain',
  'ConnectingMultiChain',
  'Networks',
  'WalletSend',
  'WalletReceive',
  'OnRampProviders',
  'OnRampTokenSelect',
  'BuyInProgress',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
] as const

export type View = (typeof views)[number]

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
