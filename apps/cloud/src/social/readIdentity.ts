import * as client from 'openid-client'
import type { SocialIdentity } from './socialStore'
import { identityClaimsOf, type SocialLoginProvider, type SocialProviderSettings } from './socialSettings'

/** The provider's answer did not name the visitor. */
export class IdentityMissingError extends Error {
  constructor(provider: string, claim: string) {
    super(`The ${provider} answer has no ${claim} claim`)
    this.name = 'IdentityMissingError'
  }
}

const textOf = (value: unknown, max: number): string | undefined => {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value)
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return trimmed && trimmed.length <= max ? trimmed : undefined
}

/** The identity in `claims`, read by the provider's claim names (remote data: checked here). */
export function identityFromClaims(
  provider: SocialLoginProvider,
  settings: SocialProviderSettings,
  claims: Record<string, unknown>,
): SocialIdentity {
  const names = identityClaimsOf(settings)
  const subject = textOf(claims[names.subject], 255)
  if (!subject) throw new IdentityMissingError(provider, names.subject)
  const userName = names.userName.map((name) => textOf(claims[name], 100)).find(Boolean)
  const email = textOf(claims[names.email], 254)
  return {
    provider,
    subject,
    ...(userName ? { userName } : {}),
    ...(email && /^[^\s@]+@[^\s@]+$/.test(email) ? { email: email.toLowerCase() } : {}),
  }
}

/**
 * Who the visitor is at the provider: with OpenID Connect the ID token's subject (checked by
 * openid-client against the nonce, issuer, audience and keys) and the userinfo answer for that same
 * subject; with OAuth 2.0 the userinfo endpoint's answer alone.
 */
export async function readIdentity(
  config: client.Configuration,
  provider: SocialLoginProvider,
  settings: SocialProviderSettings,
  tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
): Promise<SocialIdentity> {
  if (settings.issuer) {
    const idToken = tokens.claims()
    if (!idToken) throw new IdentityMissingError(provider, 'ID token')
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, idToken.sub)
    return identityFromClaims(provider, settings, { ...idToken, ...userinfo })
  }
  const endpoint = config.serverMetadata().userinfo_endpoint
  if (!endpoint) throw new IdentityMissingError(provider, 'userinfo endpoint')
  const response = await client.fetchProtectedResource(config, tokens.access_token, new URL(endpoint), 'GET')
  if (!response.ok) throw new Error(`The ${provider} userinfo endpoint answered ${response.status}`)
  const body: unknown = await response.json()
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new IdentityMissingError(provider, settings.claims?.subject ?? 'sub')
  return identityFromClaims(provider, settings, body as Record<string, unknown>)
}
