import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../api/createApiClient'
import { featuresFromRemote, fetchAllowedOrigins, fetchRemoteFeatures } from './remoteConfig'

const api = (body: unknown, status = 200) =>
  createApiClient({
    baseUrl: 'http://cloud.test/',
    projectId: 'p1',
    fetch: vi.fn(async () => new Response(JSON.stringify(body), { status })),
  })

describe('remote configuration', () => {
  it('maps the remote feature list onto features', () => {
    expect(
      featuresFromRemote([
        { id: 'email', isEnabled: false, config: null },
        { id: 'socials', isEnabled: true, config: ['google', 'x', 'myspace'] },
        { id: 'swaps', isEnabled: true, config: ['1inch'] },
        { id: 'onramp', isEnabled: false, config: null },
        { id: 'activity', isEnabled: true, config: null },
        { id: 'reownBranding', isEnabled: false, config: null },
        { id: 'somethingNew', isEnabled: true, config: null },
      ]),
    ).toEqual({
      email: false,
      socials: ['google', 'x'],
      swaps: true,
      onramp: false,
      onrampProviders: [],
      activity: true,
      reownBranding: false,
    })
  })

  it('takes the on-ramp provider list only as an array of strings, else empty (SPEC §5)', () => {
    expect(featuresFromRemote([{ id: 'onramp', isEnabled: true, config: ['coinbase', 'meld'] }])).toEqual({
      onramp: true,
      onrampProviders: ['coinbase', 'meld'],
    })
    expect(featuresFromRemote([{ id: 'onramp', isEnabled: true, config: ['coinbase', 7] }])).toEqual({
      onramp: true,
      onrampProviders: [],
    })
    expect(featuresFromRemote([{ id: 'onramp', isEnabled: true, config: 'coinbase' }])).toEqual({
      onramp: true,
      onrampProviders: [],
    })
  })

  it('turns socials off when disabled or empty', () => {
    expect(featuresFromRemote([{ id: 'socials', isEnabled: false, config: ['google'] }])).toEqual({
      socials: false,
    })
    expect(featuresFromRemote([{ id: 'socials', isEnabled: true, config: [] }])).toEqual({ socials: false })
  })

  it('reads the features from the service, and fails on a malformed answer', async () => {
    await expect(fetchRemoteFeatures(api({ features: [{ id: 'email', isEnabled: true }] }))).resolves.toEqual(
      {
        email: true,
      },
    )
    await expect(fetchRemoteFeatures(api({ features: 'all' }))).rejects.toThrow('HTTP request failed.')
    await expect(fetchRemoteFeatures(api({}, 500))).rejects.toThrow('HTTP request failed.')
  })

  it('reads allowed origins, and says nothing when the service fails', async () => {
    await expect(fetchAllowedOrigins(api({ allowedOrigins: ['https://a.test'] }))).resolves.toEqual([
      'https://a.test',
    ])
    await expect(fetchAllowedOrigins(api({}, 503))).resolves.toBeUndefined()
  })
})
