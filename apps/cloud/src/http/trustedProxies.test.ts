import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jsonResponse } from './HttpResponse'
import { createServiceApp } from './serviceApp'
import { isAddressOrRange, trustedProxiesOf, type TrustedProxies } from './trustedProxies'

/** A service on 127.0.0.1 that answers the client address and base URL it sees. */
async function serviceTrusting(proxies: TrustedProxies): Promise<{ server: Server; url: string }> {
  const service = createServiceApp(() => 'http://fallback.invalid', { trustedProxies: proxies })
  await service.serve([
    { path: '/whoami', handle: ({ clientAddress, baseUrl }) => jsonResponse({ clientAddress, baseUrl }) },
  ])
  const server = service.server
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

const whoami = async (url: string, headers: Record<string, string> = {}) =>
  (await (await fetch(`${url}/whoami`, { headers })).json()) as { clientAddress: string; baseUrl: string }

describe('X-Forwarded-* headers', () => {
  let untrusting: { server: Server; url: string }
  let behindProxy: { server: Server; url: string }

  beforeAll(async () => {
    untrusting = await serviceTrusting(trustedProxiesOf([]))
    // The test's own address plays the proxy; 10.0.0.0/8 is the proxies' network behind it.
    behindProxy = await serviceTrusting(trustedProxiesOf(['127.0.0.1', '10.0.0.0/8']))
  })
  afterAll(async () => {
    await new Promise((resolve) => untrusting.server.close(resolve))
    await new Promise((resolve) => behindProxy.server.close(resolve))
  })

  it('ignores them from a peer that is not a configured proxy (the default: none)', async () => {
    const seen = await whoami(untrusting.url, {
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'https',
    })
    expect(seen.clientAddress).toBe('127.0.0.1')
    expect(seen.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('believes a trusted proxy: the nearest address that is not a proxy, and its scheme', async () => {
    const seen = await whoami(behindProxy.url, {
      // The client's own claim (left) is not believed: only what the proxies appended.
      'x-forwarded-for': '192.0.2.66, 203.0.113.7, 10.1.2.3',
      'x-forwarded-proto': 'https',
    })
    expect(seen.clientAddress).toBe('203.0.113.7')
    expect(seen.baseUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/)
    expect((await whoami(behindProxy.url)).clientAddress).toBe('127.0.0.1')
    // Garbage the proxy passed on ends the walk at that proxy.
    expect((await whoami(behindProxy.url, { 'x-forwarded-for': 'not-an-ip' })).clientAddress).toBe(
      '127.0.0.1',
    )
    expect((await whoami(behindProxy.url, { 'x-forwarded-for': '[2001:db8::1]' })).clientAddress).toBe(
      '2001:db8::1',
    )
  })

  it('reads addresses and CIDR ranges, IPv4-mapped peers included', () => {
    const proxies = trustedProxiesOf(['10.0.0.0/8', '::1', 'fd00::/8'])
    expect(proxies.trusts('10.200.0.1')).toBe(true)
    expect(proxies.trusts('::ffff:10.0.0.1')).toBe(true)
    expect(proxies.trusts('::1')).toBe(true)
    expect(proxies.trusts('fd12::3')).toBe(true)
    expect(proxies.trusts('11.0.0.1')).toBe(false)
    expect(proxies.trusts('')).toBe(false)
    expect(
      ['10.0.0.0/33', '10.0.0.1/8/2', 'proxy.local', '::1/129', '10.0.0.0/x'].map(isAddressOrRange),
    ).toEqual([false, false, false, false, false])
    expect(() => trustedProxiesOf(['proxy.local'])).toThrow('proxy.local is not an IP address or CIDR range')
  })
})
