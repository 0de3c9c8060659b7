import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAlertController } from '../alert/createAlertController'
import { createApiClient } from '../api/createApiClient'
import { createOptionsController } from '../options/createOptionsController'
import {
  featuresFromRemote,
  fetchAllowedOrigins,
  fetchRemoteFeatures,
  loadRemoteConfiguration,
  remoteFeaturesHoldMs,
} from './remoteConfig'

const api = (body: unknown, status = 200) =>
  createApiClient({
    baseUrl: 'http://cloud.test/',
    projectId: 'p1',
    fetch: vi.fn(async () => new Response(JSON.stringify(body), { status })),
  })

describe('remote configuration', () => {
  it('applies a feature package’s switch only when its manifest names it remote', () => {
    const list = [
      { id: 'probe', isEnabled: false, config: null },
      { id: 'somethingNew', isEnabled: false, config: null },
    ]
    expect(featuresFromRemote(list, ['probe'])).toEqual({ probe: false })
    expect(featuresFromRemote(list)).toEqual({})
  })

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

  it('takes the on-ramp provider list only as an array of strings, else empty', () => {
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

describe('whether the remote features are known', () => {
  afterEach(() => vi.useRealTimers())

  /** A kit's options and a service whose configuration answers when `answer` is called. */
  function setUp(projectId = 'p1') {
    const alert = createAlertController()
    const options = createOptionsController({ projectId, networks: [] } as never, { alert })
    let answer: (response: Response) => void = () => undefined
    const fetch = vi.fn((url: string) =>
      url.includes('/appkit/v1/config')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.resolve(new Response(JSON.stringify({ allowedOrigins: [] }))),
    )
    const api = createApiClient({ baseUrl: 'http://cloud.test/', projectId, fetch: fetch as never })
    const loading = loadRemoteConfiguration({ api, options, alert, origin: 'http://localhost:5173' })
    return { options, loading, answer: (response: Response) => answer(response) }
  }

  it('is pending until the remote list is applied', async () => {
    const kit = setUp()
    expect(kit.options.state.remoteFeatures).toBe('pending')
    kit.answer(new Response(JSON.stringify({ features: [{ id: 'onramp', isEnabled: true }] })))
    await kit.loading
    expect(kit.options.state).toMatchObject({ remoteFeatures: 'settled', features: { onramp: true } })
  })

  it('settles on the local defaults when the service fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const kit = setUp()
    kit.answer(new Response('down', { status: 404 }))
    await kit.loading
    expect(kit.options.state.remoteFeatures).toBe('settled')
  })

  it('stops holding the views after a while, and still applies a late answer', async () => {
    vi.useFakeTimers()
    const kit = setUp()
    vi.advanceTimersByTime(remoteFeaturesHoldMs - 1)
    expect(kit.options.state.remoteFeatures).toBe('pending')
    vi.advanceTimersByTime(1)
    expect(kit.options.state.remoteFeatures).toBe('settled')
    kit.answer(new Response(JSON.stringify({ features: [{ id: 'swaps', isEnabled: true }] })))
    await vi.runAllTimersAsync()
    await kit.loading
    expect(kit.options.state.features.swaps).toBe(true)
  })

  it('is settled from the start without a project id', () => {
    const alert = createAlertController()
    vi.spyOn(alert, 'open').mockImplementation(() => true)
    const options = createOptionsController({ networks: [] } as never, { alert })
    expect(options.state.remoteFeatures).toBe('settled')
  })
})
