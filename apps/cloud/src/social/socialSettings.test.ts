import { describe, expect, it } from 'vitest'
import { identityFromClaims } from './readIdentity'
import { isSocialLoginProvider, parseSocialLoginSettings, socialLoginProviders } from './socialSettings'

const client = { clientId: 'id', clientSecret: 'secret', scopes: ['openid'] }

describe('social login settings', () => {
  it('allows exactly google, github, apple, facebook, x and discord', () => {
    expect(socialLoginProviders).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
    for (const name of socialLoginProviders) expect(isSocialLoginProvider(name)).toBe(true)
    for (const name of ['farcaster', 'telegram', 'email', 'Google', '', undefined, 1])
      expect(isSocialLoginProvider(name)).toBe(false)
    expect(() =>
      parseSocialLoginSettings({ providers: { farcaster: { ...client, issuer: 'https://a.example' } } }),
    ).toThrow(/providers: must be one of google, github, apple, facebook, x, discord|farcaster/)
  })

  it('takes an issuer (OpenID Connect) or endpoints (OAuth 2.0), not both and not neither', () => {
    const endpoints = {
      authorization: 'https://x.example/authorize',
      token: 'https://x.example/token',
      userinfo: 'https://x.example/me',
    }
    expect(
      parseSocialLoginSettings({ providers: { google: { ...client, issuer: 'https://accounts.example' } } }),
    ).toMatchObject({ attemptTtlMs: 600_000, resultTtlMs: 120_000 })
    expect(
      parseSocialLoginSettings({ providers: { x: { ...client, endpoints } } }).providers.x?.endpoints,
    ).toEqual(endpoints)
    expect(() =>
      parseSocialLoginSettings({ providers: { x: { ...client, endpoints, issuer: 'https://x.example' } } }),
    ).toThrow(/either issuer/)
    expect(() => parseSocialLoginSettings({ providers: { x: client } })).toThrow(/either issuer/)
    expect(() =>
      parseSocialLoginSettings({ providers: { x: { ...client, issuer: 'ftp://x.example' } } }),
    ).toThrow(/http or https/)
  })

  it('reads the identity from the configured claims', () => {
    const github = {
      ...client,
      endpoints: {
        authorization: 'https://g.example/a',
        token: 'https://g.example/t',
        userinfo: 'https://g.example/u',
      },
      claims: { subject: 'id', userName: ['login'] },
    }
    expect(
      identityFromClaims('github', github, { id: 583231, login: 'octocat', email: 'Octo@Example.com' }),
    ).toEqual({
      provider: 'github',
      subject: '583231',
      userName: 'octocat',
      email: 'octo@example.com',
    })
    // Defaults: sub, then preferred_username before name; a malformed e-mail is left out.
    const google = { ...client, issuer: 'https://accounts.example' }
    expect(
      identityFromClaims('google', google, { sub: 'abc', name: 'Alice', email: 'not an address' }),
    ).toEqual({
      provider: 'google',
      subject: 'abc',
      userName: 'Alice',
    })
    expect(() => identityFromClaims('github', github, { login: 'octocat' })).toThrow(/no id claim/)
    expect(() => identityFromClaims('google', google, { sub: 'x'.repeat(256) })).toThrow(/no sub claim/)
  })
})
