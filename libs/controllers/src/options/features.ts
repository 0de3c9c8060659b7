import { socialProviders, walletFeaturesOrder, type SocialProvider } from '@gatehouse/common'

/** Ways to connect offered on the Connect view. */
export type ConnectMethod = 'wallet' | 'email' | 'social'

/**
 * The switches of feature packages beyond AppKit's own (docs/architecture/lazy-loading.md#feature-manifests):
 * a feature's manifest module declares its option here (`interface FeatureFlags { myFeature?: boolean }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface FeatureFlags {}

/** Features a host turns on and off (docs/reference/features.md#feature-list). */
export interface Features extends FeatureFlags {
  receive: boolean
  send: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  pay: boolean
  email: boolean
  socials: readonly SocialProvider[] | false
  swaps: boolean
  onramp: boolean
  /** The on-ramp providers the remote config lists (docs/reference/validation.md#onramp-provider-list: only an array of strings, else empty); absent when it said nothing. */
  onrampProviders?: readonly string[] | undefined
  activity: boolean
  /** Sign-in with the wallet: on exactly when the host passed `siwx` or `siweConfig`. */
  siwx: boolean
  reownBranding: boolean
  walletFeaturesOrder: readonly (typeof walletFeaturesOrder)[number][]
  connectMethodsOrder?: readonly ConnectMethod[] | undefined
}

/** The defaults (docs/reference/features.md#local-defaults): local defaults, plus the remote defaults for the remote feature list. */
export const defaultFeatures: Features = {
  receive: true,
  send: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  pay: false,
  email: true,
  socials: socialProviders,
  swaps: true,
  onramp: true,
  activity: true,
  siwx: false,
  reownBranding: true,
  walletFeaturesOrder,
}

/**
 * Features in effect: defaults, then the remote configuration, then what the host set locally (except
 * socials, which the remote configuration alone can turn off).
 */
export function resolveFeatures(local: Partial<Features> = {}, remote: Partial<Features> = {}): Features {
  const defined = (values: Partial<Features>) =>
    Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<Features>
  const features = { ...defaultFeatures, ...defined(remote), ...defined(local) }
  // Social login needs the project's service to run it: a host's list picks the providers, but it
  // cannot turn socials on where the remote configuration turned them off (docs/reference/features.md#socials-rule).
  if (remote.socials === false) features.socials = false
  return features
}

/**
 * Order of the connect methods (docs/reference/limits.md#connect-order): wallet first when an injected wallet is present, else email,
 * social, wallet; a host's explicit order wins. Methods whose feature is off are left out.
 */
export function connectMethodOrder(features: Features, hasInjectedWallet: boolean): ConnectMethod[] {
  const order: readonly ConnectMethod[] =
    features.connectMethodsOrder ??
    (hasInjectedWallet ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet'])
  return order.filter((method) => {
    if (method === 'email') return features.email
    if (method === 'social') return Array.isArray(features.socials) && features.socials.length > 0
    return true
  })
}
