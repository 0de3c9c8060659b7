import { request as httpRequest, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { HttpError, jsonResponse } from './HttpResponse'
import { maxRequestHeaderBytes } from './clientErrors'
import { strongEtag } from './conditionalGet'
import { createServiceApp } from './serviceApp'

describe('the HTTP layer', () => {
  let server: Server
  let url = ''

  beforeAll(async () => {
    const service = createServiceApp(() => 'http://fallback.invalid')
    await service.serve([
      {
        path: '/hello/:name',
        handle: ({ params, baseUrl }) => jsonResponse({ hello: params.name, baseUrl }),
      },
      {
        path: '/broken',
        handle: () => {
          throw new Error('the database is gone')
        },
      },
      {
        method: 'POST',
        path: '/echo',
        handle: ({ body }) => jsonResponse({ received: body }),
      },
      {
        path: '/logo',
        handle: () => ({
          status: 200,
          headers: { 'Content-Type': 'image/png', ETag: strongEtag('png bytes') },
          body: new TextEncoder().encode('png bytes'),
        }),
      },
      {
        path: '/teapot',
        handle: () => {
          throw new HttpError(418, 'short and stout')
        },
      },
    ])
    server = service.server
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('lets any origin read every answer', async () => {
    for (const path of ['/hello/ann', '/missing', '/broken']) {
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const response = await fetch(`${url}${path}`, { headers: { Origin: 'https://host.example' } })
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
    }
  })

  it('answers a CORS preflight', async () => {
    const response = await fetch(`${url}/hello/ann`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://host.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-sdk-version',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST, OPTIONS')
    expect(response.headers.get('access-control-allow-headers')).toBe('x-sdk-version')
  })

  it('answers the preflight of a JSON POST, which a browser sends for content-type application/json', async () => {
    const response = await fetch(`${url}/echo`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://host.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type')
  })

  it('reads a POST body as JSON whatever its content type says', async () => {
    for (const contentType of ['text/plain;charset=UTF-8', 'application/json']) {
      const response = await fetch(`${url}/echo`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: JSON.stringify({ currency: 'usd', addresses: ['a', 'b'] }),
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(await response.json()).toEqual({ received: { currency: 'usd', addresses: ['a', 'b'] } })
    }
  })

  it('answers a POST body that is not JSON with 400, an empty one too, and one over 64 KiB with 413', async () => {
    const post = (body: string) => fetch(`${url}/echo`, { method: 'POST', body })
    const broken = await post('{"currency": ')
    expect(broken.status).toBe(400)
    expect(await broken.json()).toEqual({ error: 'The body is not valid JSON' })
    const empty = await post('')
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({ error: 'The body must be JSON' })
    const large = await post(JSON.stringify({ padding: 'x'.repeat(70_000) }))
    expect(large.status).toBe(413)
    expect(await large.json()).toEqual({ error: 'The body must be at most 65536 bytes' })
    expect((await fetch(`${url}/hello/after`)).status).toBe(200)
  })

  it('stops reading a body sent in chunks once it passes 64 KiB, and closes that connection', async () => {
    const answer = await new Promise<{ status: number; connection: string | undefined; body: string }>(
      (resolve, reject) => {
        const request = httpRequest(
          `${url}/echo`,
          { method: 'POST', headers: { 'transfer-encoding': 'chunked' } },
          (response) => {
            let body = ''
            response.on('data', (chunk: Buffer) => (body += chunk.toString()))
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
            )
          },
        )
        request.on('error', reject)
        request.write(`{"padding": "${'x'.repeat(40_000)}`)
        request.write('x'.repeat(40_000))
        // The rest is never sent: the answer must not wait for it.
      },
    )
    expect(answer.status).toBe(413)
    expect(answer.connection).toBe('close')
    expect(JSON.parse(answer.body)).toEqual({ error: 'The body must be at most 65536 bytes' })
  })

  it('answers a GET on a POST route with 405 and the methods it has', async () => {
    const response = await fetch(`${url}/echo`)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST, OPTIONS')
  })

  it('decodes path parameters and links back to the address the caller used', async () => {
    const response = await fetch(`${url}/hello/J%C3%BCrgen`)
    expect(await response.json()).toEqual({ hello: 'Jürgen', baseUrl: url })
  })

  it('answers unknown paths with 404 JSON and other methods with 405', async () => {
    const missing = await fetch(`${url}/nowhere`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'Not found: GET /nowhere' })
    const posted = await fetch(`${url}/hello/ann`, { method: 'POST', body: '{}' })
    expect(posted.status).toBe(405)
    expect(posted.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
  })

  it('turns a thrown error into 500 JSON and keeps serving', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const response = await fetch(`${url}/broken`)
    expect(response.status).toBe(500)
    const { error } = (await response.json()) as { error: string }
    // The caller reads a reference to the log, not the failure's own words.
    expect(error).toMatch(/^Internal server error \(reference [0-9a-f-]{36}\)$/)
    expect(error).not.toContain('database')
    expect(JSON.stringify(logged.mock.calls)).toContain(error.slice(-37, -1))
    expect((await fetch(`${url}/teapot`)).status).toBe(418)
    expect((await fetch(`${url}/hello/again`)).status).toBe(200)
  })

  it('answers HEAD with the headers only', async () => {
    const response = await fetch(`${url}/hello/ann`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await response.text()).toBe('')
  })

  it('answers 304 without a body to a GET or HEAD whose If-None-Match holds the ETag', async () => {
    const first = await fetch(`${url}/logo`)
    expect(first.status).toBe(200)
    expect(await first.text()).toBe('png bytes')
    const etag = first.headers.get('etag') ?? ''
    for (const method of ['GET', 'HEAD']) {
      const again = await fetch(`${url}/logo`, { method, headers: { 'If-None-Match': `"other", W/${etag}` } })
      expect(again.status, method).toBe(304)
      expect(again.headers.get('etag')).toBe(etag)
      expect(again.headers.get('content-type')).toBeNull()
      expect(again.headers.get('content-length')).toBeNull()
      expect(again.headers.get('access-control-allow-origin')).toBe('*')
      expect(await again.text()).toBe('')
    }
    const changed = await fetch(`${url}/logo`, { headers: { 'If-None-Match': '"other"' } })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('content-length')).toBe('9')
  })

  it('answers a method no route has with 405 on a known path and 404 elsewhere', async () => {
    const put = await fetch(`${url}/echo`, { method: 'PUT', body: 'not json' })
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('POST, OPTIONS')
    expect(await put.json()).toEqual({ error: 'Method PUT is not allowed on /echo; use POST, OPTIONS' })
    const deleted = await fetch(`${url}/nowhere`, { method: 'DELETE' })
    expect(deleted.status).toBe(404)
    expect(await deleted.json()).toEqual({ error: 'Not found: DELETE /nowhere' })
  })

  it('keeps an idle connection 5 s, as it tells the caller', async () => {
    const response = await fetch(`${url}/hello/ann`)
    expect(response.headers.get('keep-alive')).toBe('timeout=5')
  })

  it('answers a malformed path segment with 400 naming the parameter, or 404 off the routes', async () => {
    const response = await fetch(`${url}/hello/%E0%A4%A`)
    expect(response.status).toBe(400)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toEqual({ error: 'name is not a valid URL path segment' })
    const missing = await fetch(`${url}/nowhere/%E0%A4%A`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'Not found: GET /nowhere/%E0%A4%A' })
    const preflight = await fetch(`${url}/hello/%E0%A4%A`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
  })

  it('answers a query parameter given twice with 400 JSON, on any route, instead of picking one', async () => {
    for (const path of [
      '/hello/ann?a=1&a=2',
      '/hello/ann?projectId=p1&projectId=p1',
      '/nowhere?x=&x=',
      '/echo?x=1&x=1',
    ]) {
      const response = await fetch(
        `${url}${path}`,
        path.startsWith('/echo') ? { method: 'POST', body: '{}' } : {},
      )
      expect(response.status, path).toBe(400)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      const name = new URL(path, url).searchParams.keys().next().value
      expect(await response.json()).toEqual({
        error: `Query parameter ${name} is given more than once; send it once`,
      })
    }
    expect((await fetch(`${url}/hello/ann?a=1&b=1`)).status).toBe(200)
  })

  it('answers headers over 16 KiB with a JSON 431 a browser may read, and keeps serving', async () => {
    const response = await fetch(`${url}/hello/ann`, {
      headers: { 'x-padding': 'x'.repeat(maxRequestHeaderBytes) },
    })
    expect(response.status).toBe(431)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await response.json()).toEqual({ error: 'The request headers are larger than 16 KiB' })
    const fine = await fetch(`${url}/hello/ann`, { headers: { 'x-padding': 'x'.repeat(8 * 1024) } })
    expect(fine.status).toBe(200)
  })

  it('answers a request that is not HTTP with a JSON 400', async () => {
    const { port } = server.address() as AddressInfo
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('HELLO THERE\r\n\r\n'))
      let received = ''
      socket.on('data', (chunk) => (received += chunk.toString()))
      socket.on('end', () => resolve(received))
      socket.on('error', reject)
    })
    const [head = '', body] = raw.split('\r\n\r\n')
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request')
    expect(head).toContain('Content-Type: application/json; charset=utf-8')
    expect(JSON.parse(body ?? '')).toEqual({ error: 'The request is not valid HTTP' })
  })
})
