import { socialProviders, type SocialProvider } from '@gatehouse/common'

/** The providers that log in through the service's OAuth / OpenID Connect flow (docs/reference/validation.md#social-providers). */
export const oauthProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type OAuthProvider = (typeof oauthProviders)[number]

/** True when `value` is a provider of docs/reference/validation.md#social-providers: it logs in through a popup (or a redirect). */
export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return (oauthProviders as readonly unknown[]).includes(value)
}

/**
 * The Connect view's social providers: the features' list (the host's, else the remote default) in
 * the default order of docs/reference/limits.md#socials-order (google, x, farcaster, discord, apple, github,
 * facebook), each once, keeping the providers of docs/reference/validation.md#social-providers and Farcaster only while its own view (ConnectingFarcaster) is there to run it.
 */
export function loginProviders(
  socials: readonly string[] | false,
  farcasterAvailable: boolean,
): SocialProvider[] {
  if (socials === false) return []
  return socialProviders.filter(
    (provider) =>
      socials.includes(provider) &&
      (isOAuthProvider(provider) || (provider === 'farcaster' && farcasterAvailable)),
  )
}

/** Icon buttons shown beside the wide first one before the rest go behind "more". */
export const maxIconButtons = 4

/** How the Connect view lays the providers out. */
export interface SocialButtonsLayout {
  /** The first provider, as a wide "Continue with …" button. */
  readonly wide: SocialProvider | undefined
  /** The next ones, as icon buttons. */
  readonly icons: readonly SocialProvider[]
  /** The rest, behind "more" (the ConnectSocials list); empty when all fit. */
  readonly more: readonly SocialProvider[]
}

/**
 * The first provider wide, the next ones as icons; when more than `maxIconButtons` would follow, the
 * last icon's place goes to "more", which lists the rest.
 */
export function socialButtonsLayout(providers: readonly SocialProvider[]): SocialButtonsLayout {
  const [wide, ...others] = providers
  if (others.length <= maxIconButtons) return { wide, icons: others, more: [] }
  return { wide, icons: others.slice(0, maxIconButtons - 1), more: others.slice(maxIconButtons - 1) }
}
