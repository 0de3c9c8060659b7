import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mainnet } from '@gatehouse/common'
import { startCloud, type CloudHandle } from '../startCloud'
import { testDatabase } from '../../test/testDatabase'

describe('the image routes', () => {
  let cloud: CloudHandle
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${cloud.url}${path}`, { headers })
  const rainbowImage = '/getWalletImage/6089655c-cb7e-414b-f742-01fdc154be00'

  beforeAll(async () => {
    cloud = await startCloud({ port: 0, ...(await testDatabase()) })
  })
  afterAll(() => cloud.close())

  it("draws a wallet's initials on its registry colour, cacheable for a day", async () => {
    const response = await get(`${rainbowImage}?projectId=p1&st=appkit&sv=1`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/)
    const svg = await response.text()
    expect(svg).toContain('fill="#001e59"')
    expect(svg).toMatch(/fill="#ffffff"[^>]*>R<\/text>/)
    expect(svg).toContain('<title>Rainbow</title>')
  })

  it('answers 304 when the caller holds the same ETag', async () => {
    const etag = (await get(rainbowImage)).headers.get('etag') ?? ''
    const again = await get(rainbowImage, { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    expect((await get(rainbowImage, { 'If-None-Match': `W/${etag}, "other"` })).status).toBe(304)
    expect((await get(rainbowImage, { 'If-None-Match': '"something-else"' })).status).toBe(200)
  })

  it('answers 404 for an unknown wallet image and 400 for a malformed id', async () => {
    const unknown = await get('/getWalletImage/00000000-0000-0000-0000-000000000000')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({
      error: 'No image with imageId 00000000-0000-0000-0000-000000000000',
    })
    for (const bad of ['bad_id', 'a.svg', '%2E%2E%2Fsecret', 'x'.repeat(81)]) {
      const response = await get(`/getWalletImage/${bad}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'imageId must be 1 to 80 letters, digits or hyphens' })
    }
  })

  it('draws network images from the network name, any other asset id from the id', async () => {
    const ethereum = await (await get(`/public/getAssetImage/${mainnet.assets?.imageId}`)).text()
    expect(ethereum).toContain('<title>Ethereum</title>')
    expect(ethereum).toMatch(/>E<\/text>/)
    const other = await get('/public/getAssetImage/abc-def')
    expect(other.status).toBe(200)
    expect(await other.text()).toMatch(/>AD<\/text>/)
    expect((await get('/public/getAssetImage/a_b')).status).toBe(400)
  })

  it('draws currency and token codes', async () => {
    for (const [path, code] of [
      ['/public/getCurrencyImage/usd', 'USD'],
      ['/public/getCurrencyImage/EUR', 'EUR'],
      ['/public/getTokenImage/ETH', 'ETH'],
      ['/public/getTokenImage/USDC', 'USDC'],
    ] as const) {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
      expect(await response.text()).toContain(`>${code}</text>`)
    }
    expect((await get('/public/getTokenImage/US$')).status).toBe(400)
  })

  it('gives different images different ETags and the same image the same one', async () => {
    const tags = await Promise.all(
      ['/public/getTokenImage/ETH', '/public/getTokenImage/ETH', '/public/getTokenImage/BTC'].map(
        async (path) => (await get(path)).headers.get('etag'),
      ),
    )
    expect(tags[0]).toBe(tags[1])
    expect(tags[0]).not.toBe(tags[2])
  })
})
