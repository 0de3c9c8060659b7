import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCloud, type CloudHandle } from '../startCloud'
import { testDatabase } from '../../test/testDatabase'

describe('the per-project calls', () => {
  let cloud: CloudHandle
  const get = (path: string) => fetch(`${cloud.url}${path}`)
  const json = async (path: string) => (await get(path)).json()

  beforeAll(async () => {
    cloud = await startCloud({
      ...(await testDatabase()),
      port: 0,
      config: {
        projects: {
          shop: {
            features: { email: false, socials: ['google', 'github'], swaps: false },
            allowedOrigins: ['https://shop.example.com', 'https://*.shop.example.com'],
            analytics: false,
          },
          '*': { features: { onramp: ['meld'] }, allowedOrigins: ['https://any.example.org'] },
        },
      },
    })
    // Opening the database takes seconds more when the machine is busy.
  }, 60_000)
  afterAll(() => cloud.close())

  it('answers the remote defaults for a project with nothing configured', async () => {
    const plain = await startCloud({ port: 0, ...(await testDatabase()) })
    try {
      const response = await fetch(`${plain.url}/appkit/v1/config?projectId=p1&st=appkit&sv=html-wagmi-4.2.2`)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=60')
      expect(await response.json()).toEqual({
        features: [
          { id: 'email', isEnabled: true, config: null },
          {
            id: 'socials',
            isEnabled: true,
            config: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
          },
          { id: 'swaps', isEnabled: true, config: ['1inch'] },
          { id: 'onramp', isEnabled: true, config: ['coinbase', 'meld'] },
          { id: 'activity', isEnabled: true, config: null },
          { id: 'reownBranding', isEnabled: true, config: null },
        ],
      })
      expect(await (await fetch(`${plain.url}/projects/v1/origins?projectId=p1`)).json()).toEqual({
        allowedOrigins: [],
      })
      expect(await (await fetch(`${plain.url}/getAnalyticsConfig?projectId=p1`)).json()).toEqual({
        isAnalyticsEnabled: true,
      })
    } finally {
      await plain.close()
    }
  })

  it("applies a project's own entry over the defaults", async () => {
    const { features } = await json('/appkit/v1/config?projectId=shop')
    expect(features).toEqual([
      { id: 'email', isEnabled: false, config: null },
      { id: 'socials', isEnabled: true, config: ['google', 'github'] },
      { id: 'swaps', isEnabled: false, config: null },
      { id: 'onramp', isEnabled: true, config: ['coinbase', 'meld'] },
      { id: 'activity', isEnabled: true, config: null },
      { id: 'reownBranding', isEnabled: true, config: null },
    ])
    expect(await json('/projects/v1/origins?projectId=shop')).toEqual({
      allowedOrigins: ['https://shop.example.com', 'https://*.shop.example.com'],
    })
    expect(await json('/getAnalyticsConfig?projectId=shop')).toEqual({ isAnalyticsEnabled: false })
  })

  it('applies "*" to every project not listed', async () => {
    const { features } = await json('/appkit/v1/config?projectId=someone-else')
    expect(features.find((feature: { id: string }) => feature.id === 'onramp')).toEqual({
      id: 'onramp',
      isEnabled: true,
      config: ['meld'],
    })
    expect(features.find((feature: { id: string }) => feature.id === 'email')).toEqual({
      id: 'email',
      isEnabled: true,
      config: null,
    })
    expect(await json('/projects/v1/origins?projectId=someone-else')).toEqual({
      allowedOrigins: ['https://any.example.org'],
    })
  })

  it.each(['/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig'])(
    '%s answers 400 without a projectId',
    async (path) => {
      for (const query of ['', '?projectId=', '?projectId=%20%20&st=appkit']) {
        const response = await get(`${path}${query}`)
        expect(response.status).toBe(400)
        expect(await response.json()).toEqual({ error: 'projectId is required' })
      }
    },
  )

  it.each(['p%3Cscript%3E', 'a%20b', '%20p1', 'shop.example', 'shop%2F..', 'p%00'])(
    'answers a malformed projectId (%s) with a JSON 400, never the defaults',
    async (projectId) => {
      for (const path of [
        '/appkit/v1/config',
        '/projects/v1/origins',
        '/getAnalyticsConfig',
        '/getWallets',
      ]) {
        const response = await get(`${path}?projectId=${projectId}`)
        expect(response.status, path).toBe(400)
        expect(await response.json()).toEqual({
          error: 'projectId may only contain letters, digits, hyphens and underscores',
        })
      }
    },
  )

  it('answers a projectId given twice with a JSON 400, never the first one', async () => {
    const response = await get('/appkit/v1/config?projectId=shop&projectId=other')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'Query parameter projectId is given more than once; send it once',
    })
  })

  it('answers oversized headers with a JSON 431', async () => {
    const response = await fetch(`${cloud.url}/appkit/v1/config?projectId=shop`, {
      headers: { cookie: `session=${'x'.repeat(20_000)}` },
    })
    expect(response.status).toBe(431)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toEqual({ error: 'The request headers are larger than 16 KiB' })
  })

  it('rejects an over-long projectId naming it', async () => {
    const response = await get(`/appkit/v1/config?projectId=${'p'.repeat(129)}`)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toBe('projectId must be at most 128 characters')
  })
})

describe('a bad configuration', () => {
  it.each([
    [
      { projects: { p: { features: { emial: true } } } },
      /projects\.p\.features\.emial: unknown field "emial"/,
    ],
    [
      { projects: { p: { features: { socials: ['myspace'] } } } },
      /projects\.p\.features\.socials\.0: must be one of/,
    ],
    [{ projects: { p: { features: { swaps: true } } } }, /swaps must be a list of providers or false/],
    [
      { projects: { p: { allowedOrigins: ['not an origin'] } } },
      /projects\.p\.allowedOrigins\.0: must be an origin/,
    ],
    [{ projects: { p: { analytics: 'yes' } } }, /analytics must be true or false/],
    [{ certifiedWalletIds: 'all' }, /certifiedWalletIds must be a list of wallet ids/],
    [
      { projects: { 'my shop': {} } },
      /a project id may only contain letters, digits, hyphens and underscores/,
    ],
    [[], /the configuration must be an object/],
  ])('is refused at start with the field named: %j', async (config, message) => {
    await expect(startCloud({ port: 0, config: config as never })).rejects.toThrow(message)
  })
})
