import * as client from 'openid-client'
import type { SocialLoginProvider, SocialProviderSettings } from './socialSettings'

/** The provider could not be reached, or answered with something other than an OAuth answer. */
export class ProviderUnavailableError extends Error {
  constructor(provider: string, cause: unknown) {
    super(`The ${provider} login provider is unavailable`, { cause })
    this.name = 'ProviderUnavailableError'
  }
}

// Plain http is only for a provider on this machine (the development OpenID provider).
const isLoopback = (url: string) => {
  const { protocol, hostname } = new URL(url)
  return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname)
}

/**
 * The openid-client configuration of a provider: discovered from its issuer (OpenID Connect; the
 * discovery is cached once it succeeds, retried while it fails) or built from its endpoints (OAuth
 * 2.0 with a userinfo endpoint).
 */
export function providerClients(providers: Partial<Record<SocialLoginProvider, SocialProviderSettings>>) {
  const discovered = new Map<SocialLoginProvider, client.Configuration>()

  async function configure(settings: SocialProviderSettings): Promise<client.Configuration> {
    const auth = client.ClientSecretPost(settings.clientSecret)
    if (settings.issuer) {
      const issuer = settings.issuer
      return client.discovery(new URL(issuer), settings.clientId, undefined, auth, {
        ...(isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
        timeout: 10,
      })
    }
    const endpoints = settings.endpoints as NonNullable<SocialProviderSettings['endpoints']>
    const config = new client.Configuration(
      {
        issuer: endpoints.issuer ?? new URL(endpoints.authorization).origin,
        authorization_endpoint: endpoints.authorization,
        token_endpoint: endpoints.token,
        userinfo_endpoint: endpoints.userinfo,
      },
      settings.clientId,
      undefined,
      auth,
    )
    if (isLoopback(endpoints.authorization)) client.allowInsecureRequests(config)
    return config
  }

  return {
    /** The configuration of a configured provider; ProviderUnavailableError when its discovery fails. */
    async of(name: SocialLoginProvider): Promise<client.Configuration> {
      const settings = providers[name]
      if (!settings) throw new Error(`${name} is not configured`)
      const known = discovered.get(name)
      if (known) return known
      try {
        const config = await configure(settings)
        discovered.set(name, config)
        return config
      } catch (error) {
        throw new ProviderUnavailableError(name, error)
      }
    },
  }
}
