import { describe, expect, it, vi } from 'vitest'
import { localhost } from '@gatehouse/common'
import { createAlertController } from '../alert/createAlertController'
import { createApiClient } from '../api/createApiClient'
import { createOptionsController } from '../options/createOptionsController'
import { parseOptions } from '../options/parseOptions'
import { browserPlatform } from '../platform/Platform'
import { createAnalyticsController } from './createAnalyticsController'

function setup(options: { enabled?: boolean; status?: number; analytics?: boolean } = {}) {
  const events: { query: URLSearchParams; body: Record<string, unknown> }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    if (url.pathname === '/getAnalyticsConfig')
      return Response.json({ isAnalyticsEnabled: options.enabled ?? true })
    events.push({ query: url.searchParams, body: JSON.parse(String(init?.body)) })
    return new Response('{}', { status: options.status ?? 202 })
  })
  const alert = createAlertController()
  const analytics = createAnalyticsController({
    api: createApiClient({ baseUrl: 'http://cloud.test', projectId: 'p1', fetch }),
    options: createOptionsController(
      parseOptions({
        projectId: 'p1',
        networks: [localhost],
        features: { analytics: options.analytics ?? true },
      }),
      { alert },
    ),
    alert,
    platform: { ...browserPlatform(), pageUrl: () => 'https://shop.example/checkout' },
    now: () => 1_700_000_000_000,
  })
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { analytics, events, fetch, alert, settle }
}

describe('analytics', () => {
  it('posts each event to /e with the page, the time and the event data', async () => {
    const { analytics, events, settle } = setup()
    analytics.track('ERROR_FETCH_TRANSACTIONS', { address: '0xabc', message: 'HTTP request failed.' })
    await settle()
    expect(events).toHaveLength(1)
    expect(events[0]?.query.get('projectId')).toBe('p1')
    expect(events[0]?.query.get('st')).toBe('appkit')
    expect(events[0]?.body).toMatchObject({
      url: 'https://shop.example/checkout',
      domain: 'shop.example',
      timestamp: 1_700_000_000_000,
      props: { event: 'ERROR_FETCH_TRANSACTIONS', address: '0xabc', message: 'HTTP request failed.' },
    })
    expect(events[0]?.body.eventId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('sends nothing when the host turned analytics off or the project has it disabled', async () => {
    for (const options of [{ analytics: false }, { enabled: false }]) {
      const { analytics, events, settle } = setup(options)
      analytics.track('MODAL_OPEN')
      await settle()
      expect(events).toEqual([])
    }
  })

  it('sends at most five error events a minute', async () => {
    const { analytics, events, settle } = setup()
    for (let index = 0; index < 8; index++) analytics.track('ERROR_FETCH_TRANSACTIONS')
    analytics.track('MODAL_CLOSE')
    await settle()
    const eventName = (event: (typeof events)[number]) => (event.body.props as { event: string }).event
    expect(events.filter((event) => eventName(event) === 'ERROR_FETCH_TRANSACTIONS')).toHaveLength(5)
    expect(events).toHaveLength(6)
  })

  it('shows Invalid App Configuration once when the service refuses the origin', async () => {
    vi.useFakeTimers()
    const { analytics, alert } = setup({ status: 403 })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    analytics.track('MODAL_OPEN')
    // 403 is retried 3 times (docs/reference/messages.md#retries) before the call fails.
    await vi.advanceTimersByTimeAsync(1_050)
    vi.useRealTimers()
    expect(alert.state).toMatchObject({ open: true, shortMessage: 'Invalid App Configuration' })
  })
})
