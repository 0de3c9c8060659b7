import { socialProviders, type SocialProvider } from '@gatehouse/common'

/** The social providers apps/cloud signs in through OAuth 2.0 / OpenID Connect (Farcaster is not one). */
export type OidcSocialProvider = Exclude<SocialProvider, 'farcaster'>

/** The OAuth 2.0 / OpenID Connect providers of the modal's social login, in the widget's order. */
export const oidcSocialProviders = socialProviders.filter(
  (provider): provider is OidcSocialProvider => provider !== 'farcaster',
)

/**
 * One provider of apps/cloud's social login settings (the JSON file GATEHOUSE_CLOUD_SOCIAL_CONFIG
 * names, documented with the service): an OpenID Connect issuer, or OAuth 2.0 endpoints.
 */
export interface SocialProviderSettings {
  issuer?: string
  endpoints?: { authorization: string; token: string; userinfo: string; issuer?: string }
  clientId: string
  clientSecret: string
  scopes: string[]
  claims?: { subject?: string; userName?: string[]; email?: string }
}

/** apps/cloud's social login settings file. */
export interface SocialLoginSettingsFile {
  providers: Partial<Record<OidcSocialProvider, SocialProviderSettings>>
}
