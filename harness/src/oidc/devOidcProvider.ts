import { randomBytes, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
import Provider, { type Configuration } from 'oidc-provider'
import {
  oidcSocialProviders,
  type OidcSocialProvider,
  type SocialProviderSettings,
} from './socialLoginSettings'
import { devLoginPage, devConsentPage } from './devOidcPages'

/** A seeded test user of the development provider (the same on every issuer). */
export interface DevSocialUser {
  login: string
  password: string
  name: string
  email: string
}

/** The test logins of every development issuer (development only: never deploy this provider). */
export const devSocialUsers: readonly DevSocialUser[] = [
  { login: 'alice', password: 'alice-password', name: 'Alice Liddell', email: 'alice@example.test' },
  { login: 'bob', password: 'bob-password', name: 'Bob Builder', email: 'bob@example.test' },
]

/**
 * How each name is run by apps/cloud: Google and Apple by OpenID Connect (discovery, nonce, ID token);
 * X, GitHub, Discord and Facebook as OAuth 2.0 with a userinfo endpoint, as they are in real life.
 */
const oauthOnly: ReadonlySet<OidcSocialProvider> = new Set(['x', 'github', 'discord', 'facebook'])

/** A running development OpenID provider: one issuer per social provider name, on one port. */
export interface DevOidcServer {
  /** Base URL, e.g. `http://127.0.0.1:4480`; each issuer is `<url>/<provider>`. */
  url: string
  issuers: Record<OidcSocialProvider, string>
  users: readonly DevSocialUser[]
  /** apps/cloud's `socialLogin` settings for these issuers (its callbacks at `redirectOrigin`). */
  socialLogin: { providers: Record<OidcSocialProvider, SocialProviderSettings> }
  close(): Promise<void>
}

const clientOf = (provider: OidcSocialProvider) => ({
  clientId: `gatehouse-${provider}`,
  clientSecret: `gatehouse-${provider}-development-secret`,
})

async function signingKeys() {
  const rsa = await generateKeyPair('RS256', { extractable: true })
  const ec = await generateKeyPair('ES256', { extractable: true })
  return [
    { ...(await exportJWK(rsa.privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' },
    { ...(await exportJWK(ec.privateKey)), kid: randomUUID(), alg: 'ES256', use: 'sig' },
  ]
}

function providerFor(
  name: OidcSocialProvider,
  issuer: string,
  redirectOrigin: string,
  keys: Configuration['jwks'],
): Provider {
  const { clientId, clientSecret } = clientOf(name)
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${redirectOrigin}/v1/embedded/social/callback/${name}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: keys,
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/${name}/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const user = devSocialUsers.find((candidate) => candidate.login === id)
      if (!user) return undefined
      return {
        accountId: id,
        async claims() {
          return {
            sub: `${name}-${user.login}`,
            name: user.name,
            preferred_username: user.login,
            email: user.email,
            email_verified: true,
          }
        },
      }
    },
  }
  return new Provider(issuer, configuration)
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > 16_384) throw new Error('form too large')
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

function html(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // No form-action: the consent's redirect chain ends at the client's callback, on another origin.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  })
  response.end(body)
}

/** The provider's own login and consent screens (oidc-provider leaves them to the deployment). */
async function interaction(
  provider: Provider,
  name: OidcSocialProvider,
  uid: string,
  step: string | undefined,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(request, response)
  if (details.uid !== uid) throw new Error('interaction mismatch')
  const base = `/${name}/interaction/${uid}`
  if (request.method === 'GET') {
    if (details.prompt.name === 'login') return html(response, 200, devLoginPage(name, base))
    return html(response, 200, devConsentPage(name, base, String(details.params.client_id)))
  }
  const form = await formOf(request)
  if (step === 'login') {
    const user = devSocialUsers.find(
      (candidate) => candidate.login === form.get('login') && candidate.password === form.get('password'),
    )
    if (!user) return html(response, 401, devLoginPage(name, base, true))
    return provider.interactionFinished(
      request,
      response,
      { login: { accountId: user.login } },
      {
        mergeWithLastSubmission: false,
      },
    )
  }
  if (step === 'abort')
    return provider.interactionFinished(
      request,
      response,
      { error: 'access_denied', error_description: 'The user refused' },
      { mergeWithLastSubmission: false },
    )
  if (step !== 'confirm') throw new Error('unknown interaction step')
  const accountId = details.session?.accountId
  const clientId = String(details.params.client_id)
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId, clientId })
  if (!grant) throw new Error('grant not found')
  const missing = details.prompt.details as {
    missingOIDCScope?: string[]
    missingOIDCClaims?: string[]
    missingResourceScopes?: Record<string, string[]>
  }
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
    grant.addResourceScope(indicator, scopes.join(' '))
  const grantId = await grant.save()
  return provider.interactionFinished(
    request,
    response,
    { consent: { grantId } },
    {
      mergeWithLastSubmission: true,
    },
  )
}

/**
 * Starts a real OpenID provider (oidc-provider) for development and tests on 127.0.0.1: one issuer
 * per social provider name (`/google`, `/x`, …), each with its own client, its own signing keys
 * (RS256 and ES256, made at start), PKCE required, and login and consent screens for the seeded
 * users. `redirectOrigin` is apps/cloud's frame origin, whose callbacks the clients allow.
 */
export async function startDevOidcServer(options: {
  redirectOrigin: string
  port?: number
}): Promise<DevOidcServer> {
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const issuers = Object.fromEntries(oidcSocialProviders.map((name) => [name, `${url}/${name}`])) as Record<
    OidcSocialProvider,
    string
  >
  const providers = new Map<string, { provider: Provider; handle: ReturnType<Provider['callback']> }>()
  for (const name of oidcSocialProviders) {
    const provider = providerFor(name, issuers[name], options.redirectOrigin, { keys: await signingKeys() })
    providers.set(name, { provider, handle: provider.callback() })
  }
  server.on('request', (request: IncomingMessage & { originalUrl?: string }, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', url).pathname
    const [, name = '', section, uid, step] = path.split('/')
    const found = providers.get(name)
    if (!found) {
      response.writeHead(404).end()
      return
    }
    if (section === 'interaction' && uid) {
      interaction(found.provider, name as OidcSocialProvider, uid, step, request, response).catch(() => {
        if (!response.headersSent) html(response, 400, devLoginPage(name as OidcSocialProvider, path, true))
      })
      return
    }
    // Mounted under /<name>, as express would: the provider sees its own paths.
    request.originalUrl = request.url
    request.url = (request.url ?? '/').slice(name.length + 1) || '/'
    void found.handle(request, response)
  })

  const socialLogin = {
    providers: Object.fromEntries(
      oidcSocialProviders.map((name) => {
        const issuer = issuers[name]
        const client = clientOf(name)
        const settings = oauthOnly.has(name)
          ? {
              endpoints: {
                authorization: `${issuer}/auth`,
                token: `${issuer}/token`,
                userinfo: `${issuer}/me`,
                issuer,
              },
              ...client,
              // The local provider's userinfo wants `openid`; the real ones take their own scopes.
              scopes: ['openid', 'profile'],
              claims: { subject: 'sub', userName: name === 'facebook' ? ['name'] : ['preferred_username'] },
            }
          : { issuer, ...client, scopes: ['openid', 'profile', 'email'] }
        return [name, settings]
      }),
    ) as Record<OidcSocialProvider, SocialProviderSettings>,
  }

  return {
    url,
    issuers,
    users: devSocialUsers,
    socialLogin,
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}
