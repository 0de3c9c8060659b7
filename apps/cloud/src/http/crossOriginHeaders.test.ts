import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jsonResponse } from './HttpResponse'
import { createServiceApp } from './serviceApp'

/**
 * A browser hands a cross-origin script only the response headers CORS lets it read: the widget runs
 * on the host's origin, so a header it acts on must be exposed or, to the widget, it is not there.
 */
describe('the headers a cross-origin caller may read', () => {
  let server: Server
  let url = ''

  beforeAll(async () => {
    const service = createServiceApp(() => 'http://fallback.invalid')
    await service.serve([
      {
        path: '/busy',
        handle: () => ({
          ...jsonResponse({ error: 'slow down' }, { status: 429 }),
          headers: { 'Retry-After': '2' },
        }),
      },
    ])
    server = service.server
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('include Retry-After, so the widget waits as long as the service asks before retrying', async () => {
    const response = await fetch(`${url}/busy`, { headers: { origin: 'https://host.example' } })
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('2')
    const exposed = (response.headers.get('access-control-expose-headers') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
    expect(exposed).toContain('retry-after')
    expect(exposed).toEqual(expect.arrayContaining(['etag', 'cache-control']))
  })
})
