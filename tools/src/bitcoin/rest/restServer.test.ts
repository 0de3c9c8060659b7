import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ok, RestError, type RestRoute } from './restRoute'
import { startRestServer } from './restServer'

const routes: RestRoute[] = [
  { method: 'GET', path: /^\/thing\/([^/]+)$/, handle: async ([id]) => ok({ id }) },
  { method: 'GET', path: /^\/height$/, handle: async () => ok(433) },
  { method: 'POST', path: /^\/echo$/, handle: async (_params, body) => ok(body.toUpperCase()) },
  {
    method: 'GET',
    path: /^\/refused$/,
    handle: async () => {
      throw new RestError(400, 'Invalid Bitcoin address')
    },
  },
  {
    method: 'GET',
    path: /^\/broken$/,
    handle: async () => {
      throw new Error('the node went away')
    },
  },
]

let server: Server
let base = ''
beforeAll(async () => {
  server = await startRestServer(routes, 0)
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the REST server', () => {
  it('answers objects as JSON and strings and numbers as text, with CORS open', async () => {
    const thing = await fetch(`${base}/thing/abc`)
    expect(thing.headers.get('content-type')).toBe('application/json')
    expect(thing.headers.get('access-control-allow-origin')).toBe('*')
    expect(await thing.json()).toEqual({ id: 'abc' })
    const height = await fetch(`${base}/height`)
    expect(height.headers.get('content-type')).toBe('text/plain')
    expect(await height.text()).toBe('433')
    const echo = await fetch(`${base}/echo`, { method: 'POST', body: 'ab01' })
    expect(await echo.text()).toBe('AB01')
  })

  it('answers a preflight, and 404 outside /api, for unknown paths and for the wrong method', async () => {
    const preflight = await fetch(`${base}/echo`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    expect((await fetch(base.replace('/api', '/thing/abc'))).status).toBe(404)
    expect((await fetch(`${base}/nothing`)).status).toBe(404)
    expect((await fetch(`${base}/echo`)).status).toBe(404)
  })

  it('answers a refusal with its status and text, anything else as 500', async () => {
    const refused = await fetch(`${base}/refused`)
    expect(refused.status).toBe(400)
    expect(await refused.text()).toBe('Invalid Bitcoin address')
    const broken = await fetch(`${base}/broken`)
    expect(broken.status).toBe(500)
    expect(await broken.text()).toBe('the node went away')
  })
})
