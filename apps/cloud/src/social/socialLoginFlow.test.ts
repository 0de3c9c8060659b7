import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { startCloud, type CloudHandle } from '../startCloud'
import {
  startDevOidcServer,
  type DevOidcServer,
  socialBrowser,
  handOverOf,
  walkSocialLogin,
} from '@gatehouse/harness/oidc'
import { freePort } from '@gatehouse/harness/net'
import { testDatabase } from '../../test/testDatabase'
import { socialLoginProviders, type SocialLoginProvider } from './socialSettings'

const hostOrigin = 'http://localhost:5173'
const alice = { login: 'alice', password: 'alice-password' }

interface Answer {
  status: number
  body: Record<string, unknown>
}

// The whole social login over HTTP against the real local OpenID provider (oidc-provider): start
// address → provider's login form → consent → apps/cloud's callback → hand-over → redeem → session
// and key, for each of the six providers as configured (OIDC for google and apple, OAuth 2.0 with
// userinfo for x, github, discord and facebook), plus each failure.
describe('social login over HTTP against the local OpenID provider', () => {
  let cloud: CloudHandle
  let provider: DevOidcServer
  // apps/cloud's clock runs `offset` ms ahead; tests move it instead of waiting.
  let offset = 0

  beforeAll(async () => {
    const framePort = await freePort()
    provider = await startDevOidcServer({ redirectOrigin: `http://127.0.0.1:${framePort}` })
    cloud = await startCloud({
      port: 0,
      framePort,
      ...(await testDatabase()),
      // On PostgreSQL the wallet needs its master secret given (PGlite in memory makes one).
      walletMasterSecret: Uint8Array.from(randomBytes(32)),
      wallets: [],
      config: {
        projects: {
          '*': { allowedOrigins: [hostOrigin] },
          'google-only': { allowedOrigins: [hostOrigin], features: { socials: ['google'] } },
        },
      },
      socialLogin: provider.socialLogin,
      clock: () => Date.now() + offset,
    })
  }, 60_000)

  afterAll(async () => {
    await cloud?.close()
    await provider?.close()
  })

  async function call(path: string, body: unknown, token?: string, to = cloud): Promise<Answer> {
    const response = await fetch(`${to.frameUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { origin: to.frameUrl, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  const newSecret = () => randomBytes(32).toString('base64url')

  async function start(name: string, frameSecret = newSecret(), to = cloud) {
    const answer = await call(
      '/v1/embedded/social/start',
      {
        provider: name,
        frameSecret,
        projectId: 'demo',
        origin: hostOrigin,
        returnUrl: `${hostOrigin}/shop?tab=1`,
      },
      undefined,
      to,
    )
    return { ...answer, frameSecret }
  }

  async function loginWith(name: SocialLoginProvider, user = alice) {
    const started = await start(name)
    expect(started.status).toBe(201)
    const { handOver } = await walkSocialLogin(String(started.body.uri), user)
    expect(handOver).toMatchObject({ hostOrigin, returnUrl: `${hostOrigin}/shop?tab=1` })
    expect(handOver.resultUri).toMatch(new RegExp(`^${cloud.frameUrl}/v1/embedded/social/result/`))
    const redeemed = await call('/v1/embedded/social/redeem', {
      resultUri: handOver.resultUri,
      frameSecret: started.frameSecret,
    })
    expect(redeemed.status).toBe(201)
    const token = String(redeemed.body.token)
    const key = await call('/v1/embedded/key', { namespace: 'eip155' }, token)
    return {
      user: redeemed.body.user as Record<string, unknown>,
      address: privateKeyToAccount(key.body.privateKey as `0x${string}`).address,
      handOver,
      frameSecret: started.frameSecret,
      token,
    }
  }

  it.each(socialLoginProviders)(
    'logs in with %s: identity, user name, and one wallet per identity',
    async (name) => {
      const first = await loginWith(name)
      expect(first.user).toMatchObject({
        authProvider: name,
        userName: name === 'facebook' ? 'Alice Liddell' : 'alice',
      })
      // The same identity from another browser (a new frame, a new walk) opens the same wallet.
      const again = await loginWith(name)
      expect(again.address).toBe(first.address)
      // Another identity at the same provider gets another wallet.
      const bob = await loginWith(name, { login: 'bob', password: 'bob-password' })
      expect(bob.address).not.toBe(first.address)
    },
  )

  it('gives the e-mail when the provider shares it (OpenID Connect with the email scope)', async () => {
    const { user } = await loginWith('google')
    expect(user.email).toBe('alice@example.test')
  })

  it('keeps identities of different providers apart', async () => {
    const google = await loginWith('google')
    const github = await loginWith('github')
    expect(github.address).not.toBe(google.address)
  })

  it('redeems a result once, and only for the frame that started it', async () => {
    const started = await start('google')
    const { handOver } = await walkSocialLogin(String(started.body.uri), alice)
    const stranger = await call('/v1/embedded/social/redeem', {
      resultUri: handOver.resultUri,
      frameSecret: newSecret(),
    })
    expect(stranger).toMatchObject({ status: 401, body: { code: 'SOCIAL_RESULT_INVALID' } })
    const owner = await call('/v1/embedded/social/redeem', {
      resultUri: handOver.resultUri,
      frameSecret: started.frameSecret,
    })
    expect(owner.status).toBe(201)
    const twice = await call('/v1/embedded/social/redeem', {
      resultUri: handOver.resultUri,
      frameSecret: started.frameSecret,
    })
    expect(twice).toMatchObject({ status: 401, body: { code: 'SOCIAL_RESULT_INVALID' } })
  })

  it('lets a started login expire after 10 minutes, and a result after 2', async () => {
    try {
      const late = await start('google')
      offset += 10 * 60_000 + 1_000
      const { handOver } = await walkSocialLogin(String(late.body.uri), alice)
      expect(handOver).toEqual({ error: 'invalid_state' })
      const started = await start('google')
      const walked = await walkSocialLogin(String(started.body.uri), alice)
      offset += 2 * 60_000 + 1_000
      const redeemed = await call('/v1/embedded/social/redeem', {
        resultUri: walked.handOver.resultUri,
        frameSecret: started.frameSecret,
      })
      expect(redeemed).toMatchObject({ status: 401, body: { code: 'SOCIAL_RESULT_INVALID' } })
    } finally {
      offset = 0
    }
  })

  it('asks the provider for the code with PKCE S256, a state and (OpenID Connect only) a nonce', async () => {
    const google = new URL(String((await start('google')).body.uri))
    const github = new URL(String((await start('github')).body.uri))
    for (const uri of [google, github]) {
      expect(uri.searchParams.get('code_challenge_method')).toBe('S256')
      expect(uri.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(uri.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(uri.searchParams.get('redirect_uri')).toMatch(
        /\/v1\/embedded\/social\/callback\/(google|github)$/,
      )
    }
    expect(google.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(github.searchParams.has('nonce')).toBe(false)
  })

  it('keeps e-mail change for e-mail logins', async () => {
    const { token } = await loginWith('google')
    const answer = await call('/v1/embedded/email/update', { email: 'new@example.test' }, token)
    expect(answer).toMatchObject({ status: 400, body: { code: 'EMAIL_LOGIN_ONLY' } })
  })

  it('hands over access_denied when the visitor denies consent, and stores no result', async () => {
    const started = await start('discord')
    const { handOver } = await walkSocialLogin(String(started.body.uri), alice, 'Deny')
    expect(handOver).toEqual({ hostOrigin, returnUrl: `${hostOrigin}/shop?tab=1`, error: 'access_denied' })
  })

  it('hands over invalid_state for a state it did not issue or already used', async () => {
    const started = await start('x')
    const browser = socialBrowser()
    const forged = await browser.follow(
      `${cloud.frameUrl}/v1/embedded/social/callback/x?code=abc&state=forged`,
    )
    expect(handOverOf(forged.html)).toEqual({ error: 'invalid_state' })
    const { handOver, callbackUrl } = await walkSocialLogin(String(started.body.uri), alice)
    expect(handOver.resultUri).toBeDefined()
    // The same callback again (a replayed code and state): the state is spent.
    const replay = await browser.follow(callbackUrl)
    expect(handOverOf(replay.html)).toEqual({ error: 'invalid_state' })
    // A state of one provider presented at another's callback is not valid there either.
    const other = await start('github')
    const state = new URL(String(other.body.uri)).searchParams.get('state') ?? ''
    const mixed = await browser.follow(
      `${cloud.frameUrl}/v1/embedded/social/callback/google?code=abc&state=${state}`,
    )
    expect(handOverOf(mixed.html)).toEqual({ error: 'invalid_state' })
  })

  it('hands over invalid_code when the provider refuses the code', async () => {
    const started = await start('github')
    const state = new URL(String(started.body.uri)).searchParams.get('state') ?? ''
    const browser = socialBrowser()
    const page = await browser.follow(
      `${cloud.frameUrl}/v1/embedded/social/callback/github?code=not-a-code&state=${state}&iss=${encodeURIComponent(provider.issuers.github)}`,
    )
    expect(handOverOf(page.html)).toMatchObject({ hostOrigin, error: 'invalid_code' })
  })

  it('refuses to start with a provider that is down, and hands over provider_unavailable when it goes down', async () => {
    const framePort = await freePort()
    const flaky = await startDevOidcServer({ redirectOrigin: `http://127.0.0.1:${framePort}` })
    const down = await freePort()
    const other = await startCloud({
      port: 0,
      framePort,
      wallets: [],
      config: { projects: { '*': { allowedOrigins: [hostOrigin] } } },
      socialLogin: {
        providers: {
          google: flaky.socialLogin.providers.google,
          // Nothing listens here: the provider is down before the login starts.
          apple: { ...flaky.socialLogin.providers.google, issuer: `http://127.0.0.1:${down}/apple` },
        },
      },
    })
    try {
      expect(await start('apple', newSecret(), other)).toMatchObject({
        status: 503,
        body: { code: 'SOCIAL_PROVIDER_UNAVAILABLE' },
      })
      const started = await start('google', newSecret(), other)
      expect(started.status).toBe(201)
      // The provider goes down after the visitor consented, before apps/cloud exchanges the code.
      const { handOver } = await walkSocialLogin(String(started.body.uri), alice, 'Allow', () =>
        flaky.close(),
      )
      expect(handOver).toMatchObject({ hostOrigin, error: 'provider_unavailable' })
    } finally {
      await other.close()
      await flaky.close()
    }
  })

  it('refuses a provider the project does not list', async () => {
    const body = { frameSecret: newSecret(), projectId: 'google-only', origin: hostOrigin }
    expect(await call('/v1/embedded/social/start', { ...body, provider: 'github' })).toMatchObject({
      status: 400,
      body: { code: 'SOCIAL_PROVIDER_REFUSED' },
    })
    expect((await call('/v1/embedded/social/start', { ...body, provider: 'google' })).status).toBe(201)
  })

  it('refuses to start with a provider the provider rule does not allow', async () => {
    expect(await start('farcaster')).toMatchObject({ status: 400, body: { code: 'SOCIAL_PROVIDER_REFUSED' } })
    expect(await start('myspace')).toMatchObject({ status: 400, body: { code: 'SOCIAL_PROVIDER_REFUSED' } })
  })

  it('refuses a host origin the project does not allow, and a call from another origin', async () => {
    const foreign = await call('/v1/embedded/social/start', {
      provider: 'google',
      frameSecret: newSecret(),
      projectId: 'demo',
      origin: 'https://evil.example',
    })
    expect(foreign).toMatchObject({ status: 403, body: { code: 'ORIGIN_REFUSED' } })
    const response = await fetch(`${cloud.frameUrl}/v1/embedded/social/start`, {
      method: 'POST',
      headers: { origin: hostOrigin },
      body: JSON.stringify({
        provider: 'google',
        frameSecret: newSecret(),
        projectId: 'demo',
        origin: hostOrigin,
      }),
    })
    expect(response.status).toBe(403)
  })
})
