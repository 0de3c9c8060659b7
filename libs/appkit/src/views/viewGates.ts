import type { Features, View } from '@gatehouse/controllers'
import { isFeatureOn, type GatingFeature, type RegistryName } from './registryShape'

/**
 * The names of the view registry with the feature gating each, and nothing else: what `open({ view })`
 * checks before the modal's code has loaded. The registry (registry.ts) must have exactly these
 * names (its type says so) and the same gates (its test says so); it holds the titles and loaders,
 * and lives in the modal's chunk, so that every view chunk is loaded from there.
 */
export const viewGates = {
  Connect: undefined,
  ConnectingExternal: undefined,
  AllWallets: undefined,
  ConnectingWalletConnect: undefined,
  ConnectingWalletConnectBasic: undefined,
  Account: undefined,
  'Account/activity': 'activity',
  Networks: undefined,
  SwitchNetwork: undefined,
  SwitchActiveChain: undefined,
  ConnectingMultiChain: undefined,
  UnsupportedChain: undefined,
  Swap: 'swaps',
  WalletSend: 'send',
  WalletReceive: 'receive',
  OnRampProviders: 'onramp',
  OnRampTokenSelect: 'onramp',
  BuyInProgress: 'onramp',
  // Names are not a feature a host turns off (docs/reference/views.md#view-list: a view, not a feature).
  RegisterAccountName: undefined,
  RegisterAccountNameSuccess: undefined,
  SIWXSignMessage: 'siwx',
  // Opened by the embedded wallet's unsafe requests, whichever login feature made the connection.
  ApproveTransaction: undefined,
  'Connect/email': 'email',
  EmailVerifyOtp: 'email',
  EmailVerifyDevice: 'email',
  UpdateEmailWallet: 'email',
  UpdateEmailPrimaryOtp: 'email',
  UpdateEmailSecondaryOtp: 'email',
  ConnectingFarcaster: 'socials',
  'Connect/socials': 'socials',
  ConnectSocials: 'socials',
  ConnectingSocial: 'socials',
} as const satisfies Partial<Record<RegistryName, GatingFeature | undefined>>

/** The names the registry has. */
export type RegisteredName = keyof typeof viewGates

/** The `isViewAvailable` the kit checks `open({ view })` against: the view exists and its feature is on. */
export function isViewAvailable(view: View, features: Features): boolean {
  if (!Object.hasOwn(viewGates, view)) return false
  const gate: GatingFeature | undefined = viewGates[view as RegisteredName]
  return gate === undefined || isFeatureOn(features, gate)
}
