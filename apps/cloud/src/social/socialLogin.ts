import { createHash, randomBytes } from 'node:crypto'
import * as client from 'openid-client'
import { isOriginAllowed, type SocialLoginFailure } from '@gatehouse/common'
import type { CloudConfig } from '../config/cloudConfig'
import { projectSettings } from '../config/projectSettings'
import { EmbeddedRefusalCode, refuseEmbedded } from '../embedded/EmbeddedRefusal'
import type { EmbeddedStore } from '../embedded/embeddedStore'
import { hashSessionToken, newSessionToken } from '../sessions/sessionTokens'
import { log } from '../logging/log'
import { providerClients, ProviderUnavailableError } from './providerClient'
import { readIdentity } from './readIdentity'
import type { SocialStore } from './socialStore'
import { isSocialLoginProvider, type SocialLoginProvider, type SocialLoginSettings } from './socialSettings'

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** What the callback page does: hand a result (or a failure) to the host page at `hostOrigin`. */
export type SocialHandOver =
  | { hostOrigin: string; returnUrl: string; resultUri: string }
  | { hostOrigin: string; returnUrl: string; error: SocialLoginFailure }
  /** The state matched no live login: nobody to hand it to. */
  | { error: 'invalid_state' }

/** What the frame sends to start a login. */
export interface SocialStartRequest {
  provider: unknown
  frameSecret: unknown
  projectId: unknown
  hostOrigin: unknown
  returnUrl?: unknown
}

/** The frame's secret for one login: 32 random bytes or more, base64url (only its hash is stored). */
const frameSecretPattern = /^[A-Za-z0-9_-]{43,128}$/
/** The path of a result address on the frame origin; the token follows. */
export const socialResultPath = '/v1/embedded/social/result/'
/** The path of the provider's redirect back; the provider's name follows. */
export const socialCallbackPath = '/v1/embedded/social/callback/'

function returnUrlOf(value: unknown, hostOrigin: string): string {
  if (typeof value !== 'string' || value.length > 2048) return `${hostOrigin}/`
  try {
    const url = new URL(value)
    return url.origin === hostOrigin ? url.href : `${hostOrigin}/`
  } catch {
    return `${hostOrigin}/`
  }
}

/** The failure code of an error of the code exchange or the identity read. */
function failureOf(error: unknown): SocialLoginFailure {
  if (error instanceof client.ResponseBodyError)
    return error.error === 'invalid_grant' ? 'invalid_code' : 'provider_unavailable'
  if (error instanceof client.AuthorizationResponseError)
    return error.error === 'access_denied' ? 'access_denied' : 'provider_unavailable'
  if (error instanceof client.ClientError && error.code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED')
    return 'invalid_code'
  return 'provider_unavailable'
}

/**
 * The social login of the embedded wallet (issue 13): the authorization-code flow with PKCE (S256),
 * state, and a nonce for OpenID Connect, run by openid-client; the identity (provider + subject)
 * maps to one user, whose keys are derived like an e-mail user's. A login is bound to the frame that
 * started it (the hash of a secret only that frame holds) and to its host origin; the state, the
 * result and the session are each single use, and nothing is stored when the provider fails.
 */
export function createSocialLogin(deps: {
  settings: SocialLoginSettings
  config: CloudConfig
  socialStore: SocialStore
  embeddedStore: EmbeddedStore
  sessionTtlMs: number
  frameOrigin: () => string
  now: () => number
}) {
  const { settings, socialStore, now } = deps
  const clients = providerClients(settings.providers)
  const redirectUri = (provider: SocialLoginProvider) =>
    `${deps.frameOrigin()}${socialCallbackPath}${provider}`

  /** The provider rule: one of docs/reference/validation.md#social-providers, configured on this service, and not switched off for the project. */
  function providerOf(value: unknown, projectId: string): SocialLoginProvider {
    if (!isSocialLoginProvider(value))
      throw refuseEmbedded(
        EmbeddedRefusalCode.SocialProviderRefused,
        'Social provider must be one of google, github, apple, facebook, x, discord',
      )
    const socials = projectSettings(deps.config, projectId).features.find(
      (feature) => feature.id === 'socials',
    )
    if (!settings.providers[value] || !socials?.isEnabled || !(socials.config ?? []).includes(value))
      throw refuseEmbedded(
        EmbeddedRefusalCode.SocialProviderRefused,
        `Login with ${value} is not available here`,
      )
    return value
  }

  return {
    /** Starts a login: stores the attempt and answers the provider's authorization address. */
    async start(request: SocialStartRequest): Promise<{ uri: string }> {
      const projectId = typeof request.projectId === 'string' ? request.projectId : ''
      const provider = providerOf(request.provider, projectId)
      const hostOrigin = typeof request.hostOrigin === 'string' ? request.hostOrigin : ''
      if (!hostOrigin || !isOriginAllowed(hostOrigin, projectSettings(deps.config, projectId).allowedOrigins))
        throw refuseEmbedded(
          EmbeddedRefusalCode.OriginRefused,
          'The host page is not an allowed origin of the project',
        )
      if (typeof request.frameSecret !== 'string' || !frameSecretPattern.test(request.frameSecret))
        throw refuseEmbedded(
          EmbeddedRefusalCode.SocialResultInvalid,
          'The frame must send a secret of its own',
        )
      let config: client.Configuration
      try {
        config = await clients.of(provider)
      } catch (error) {
        log.warn('a social login provider is unavailable', { provider, error })
        throw refuseEmbedded(
          EmbeddedRefusalCode.SocialProviderUnavailable,
          `Login with ${provider} is unavailable; try again later`,
        )
      }
      const oidc = Boolean(settings.providers[provider]?.issuer)
      const state = client.randomState()
      const codeVerifier = client.randomPKCECodeVerifier()
      const nonce = oidc ? client.randomNonce() : undefined
      const at = now()
      await socialStore.insertAttempt({
        stateHash: sha256(state),
        provider,
        frameSecretHash: sha256(request.frameSecret),
        codeVerifier,
        ...(nonce ? { nonce } : {}),
        hostOrigin,
        returnUrl: returnUrlOf(request.returnUrl, hostOrigin),
        createdAt: at,
        expiresAt: at + settings.attemptTtlMs,
      })
      const uri = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri(provider),
        scope: (settings.providers[provider]?.scopes ?? []).join(' '),
        state,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        ...(nonce ? { nonce } : {}),
      })
      return { uri: uri.href }
    },

    /**
     * The provider's redirect back (`currentUrl` is the callback address as requested): takes the
     * attempt of its state (once), exchanges the code, reads the identity, and stores a result for the
     * frame that started it. Any failure hands over its code and stores nothing.
     */
    async callback(providerName: string, currentUrl: URL): Promise<SocialHandOver> {
      const state = currentUrl.searchParams.get('state')
      const attempt =
        isSocialLoginProvider(providerName) && state && state.length <= 512
          ? await socialStore.takeAttempt(sha256(state), providerName, now())
          : undefined
      if (!attempt || !state) return { error: 'invalid_state' }
      const { hostOrigin, returnUrl, provider } = attempt
      if (currentUrl.searchParams.get('error') === 'access_denied')
        return { hostOrigin, returnUrl, error: 'access_denied' }
      try {
        const config = await clients.of(provider)
        const tokens = await client.authorizationCodeGrant(
          config,
          new URL(`${redirectUri(provider)}${currentUrl.search}`),
          {
            pkceCodeVerifier: attempt.codeVerifier,
            expectedState: state,
            ...(attempt.nonce ? { expectedNonce: attempt.nonce, idTokenExpected: true } : {}),
          },
        )
        const providerSettings = settings.providers[provider]
        if (!providerSettings) throw new Error(`${provider} is no longer configured`)
        const identity = await readIdentity(config, provider, providerSettings, tokens)
        const resultToken = newSessionToken()
        await socialStore.transaction(async (tx) => {
          const userId = await socialStore.userOfIdentity(tx, identity, now())
          await socialStore.recordResult(tx, attempt.stateHash, {
            resultHash: sha256(resultToken),
            userId,
            expiresAt: now() + settings.resultTtlMs,
          })
        })
        return { hostOrigin, returnUrl, resultUri: `${deps.frameOrigin()}${socialResultPath}${resultToken}` }
      } catch (error) {
        const failure = error instanceof ProviderUnavailableError ? 'provider_unavailable' : failureOf(error)
        log.warn('a social login failed', { provider, failure, error })
        return { hostOrigin, returnUrl, error: failure }
      }
    },

    /**
     * Redeems a result address for the frame holding the login's secret: a new bearer session for the
     * identity's user. Any other frame, a second redeem, or an expired result is refused.
     */
    async redeem(resultUri: unknown, frameSecret: unknown): Promise<{ token: string; expiresAt: number }> {
      const refused = () =>
        refuseEmbedded(
          EmbeddedRefusalCode.SocialResultInvalid,
          'This social login result is unknown, expired or already used; log in again',
        )
      if (
        typeof resultUri !== 'string' ||
        typeof frameSecret !== 'string' ||
        !frameSecretPattern.test(frameSecret)
      )
        throw refused()
      let resultToken: string
      try {
        const url = new URL(resultUri)
        if (url.origin !== deps.frameOrigin() || !url.pathname.startsWith(socialResultPath)) throw refused()
        resultToken = url.pathname.slice(socialResultPath.length)
      } catch {
        throw refused()
      }
      if (!/^[A-Za-z0-9_-]{43}$/.test(resultToken)) throw refused()
      return socialStore.transaction(async (tx) => {
        const at = now()
        const userId = await socialStore.redeemResult(tx, sha256(resultToken), sha256(frameSecret), at)
        if (!userId) throw refused()
        const token = newSessionToken()
        const expiresAt = at + deps.sessionTtlMs
        await deps.embeddedStore.insertSession(tx, {
          tokenHash: hashSessionToken(token),
          userId,
          createdAt: at,
          expiresAt,
        })
        return { token, expiresAt }
      })
    },
  }
}

export type SocialLogin = ReturnType<typeof createSocialLogin>

/** A fresh frame secret (the frame makes its own; tests use this). */
export function newFrameSecret(): string {
  return randomBytes(32).toString('base64url')
}
