import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from './createApiClient'
import { serviceErrorCode } from './serviceRefusal'

const okSchema = v.object({ ok: v.literal(true) })

type Answer = Response | 'network' | 'hang'

/** A fetch that answers from a script, one entry per call (the last repeats), recording call times. */
function scriptedFetch(answers: Answer[]) {
  const calls: number[] = []
  const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(Date.now())
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] as Answer
    if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'))
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })
    }
    return Promise.resolve(answer.clone())
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

const ok = () => new Response('{"ok":true}')
const status = (code: number, headers: Record<string, string> = {}) =>
  new Response('{"error":"busy"}', { status: code, headers })

function client(fetch: typeof globalThis.fetch) {
  return createApiClient({ baseUrl: 'http://cloud.test', projectId: 'p1', fetch })
}

/** Starts a call and records how it settles, so the test can move the clock meanwhile. */
function start<T>(promise: Promise<T>) {
  const settled: { value?: T; error?: unknown; done: boolean } = { done: false }
  promise.then(
    (value) => Object.assign(settled, { value, done: true }),
    (error: unknown) => Object.assign(settled, { error, done: true }),
  )
  return settled
}

afterEach(() => {
  vi.useRealTimers()
})

describe('API client retries', () => {
  it('asks once when the network refuses the request (an unreachable service is not retried)', async () => {
    vi.useFakeTimers()
    const { fetch, calls } = scriptedFetch(['network', ok()])
    const call = start(client(fetch).getJson('/x', {}, okSchema))
    await vi.advanceTimersByTimeAsync(5_000)
    expect(calls).toHaveLength(1)
    expect(String(call.error)).toContain('HTTP request failed.')
  })

  it.each([403, 408, 413, 429, 500, 502, 503, 504])('retries HTTP %i', async (code) => {
    vi.useFakeTimers()
    const { fetch, calls } = scriptedFetch([status(code), ok()])
    const call = start(client(fetch).getJson('/x', {}, okSchema))
    await vi.advanceTimersByTimeAsync(150)
    expect(calls).toHaveLength(2)
    expect(call.value).toEqual({ ok: true })
  })

  it.each([400, 401, 404, 405, 501])('does not retry HTTP %i', async (code) => {
    vi.useFakeTimers()
    const { fetch, calls } = scriptedFetch([status(code), ok()])
    const call = start(client(fetch).getJson('/x', {}, okSchema))
    await vi.advanceTimersByTimeAsync(5_000)
    expect(calls).toHaveLength(1)
    expect(String(call.error)).toContain('HTTP request failed.')
  })

  it('keeps the code a refusal names in its JSON body, for the caller to tell refusals apart', async () => {
    const refusal = new Response('{"code":"INSUFFICIENT_LIQUIDITY","message":"no"}', { status: 422 })
    const { fetch } = scriptedFetch([refusal])
    const error = await client(fetch)
      .getJson('/x', {}, okSchema)
      .catch((failure: unknown) => failure)
    expect(String(error)).toContain('HTTP request failed.')
    expect(serviceErrorCode(error)).toBe('INSUFFICIENT_LIQUIDITY')
    const { fetch: plain } = scriptedFetch([status(404)])
    expect(
      serviceErrorCode(
        await client(plain)
          .getJson('/x', {}, okSchema)
          .catch((e: unknown) => e),
      ),
    ).toBe(undefined)
  })

  it('retries 3 times, 150 ms apart and doubling, then fails with the last status', async () => {
    vi.useFakeTimers()
    const { fetch, calls } = scriptedFetch([status(503)])
    const started = Date.now()
    const call = start(client(fetch).getJson('/x', {}, okSchema))
    await vi.advanceTimersByTimeAsync(5_000)
    expect(calls.map((time) => time - started)).toEqual([0, 150, 450, 1050])
    expect(call.error).toMatchObject({ code: 'HttpRequestFailed', message: 'HTTP request failed.' })
    expect(String((call.error as Error).cause)).toContain('503')
  })

  it('does not retry an answer of the wrong shape', async () => {
    vi.useFakeTimers()
    const { fetch, calls } = scriptedFetch([new Response('{"ok":"yes"}')])
    const call = start(client(fetch).getJson('/x', {}, okSchema))
    await vi.advanceTimersByTimeAsync(5_000)
    expect(calls).toHaveLength(1)
    expect(call.error).toMatchObject({ message: 'HTTP request failed.' })
  })

  it('waits as long as Retry-After asks, in seconds', async () => {
    vi.useFakeTimers()
    const { fetch, calls } = scriptedFetch([status(429, { 'Retry-After': '2' }), ok()])
    const call = start(client(fetch).getJson('/x', {}, okSchema))
    await vi.advanceTimersByTimeAsync(1_999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    expect(call.value).toEqual({ ok: true })
  })

  it('retries a 429 with Retry-After: 2 every 2 s, not at its own 150 ms doubling', async () => {
    vi.useFakeTimers({ now: 0 })
    const { fetch, calls } = scriptedFetch([status(429, { 'Retry-After': '2' })])
    const call = start(client(fetch).getJson('/x', {}, okSchema))
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls).toEqual([0, 2_000, 4_000, 6_000])
    expect(call.error).toMatchObject({ code: 'HttpRequestFailed', message: 'HTTP request failed.' })
  })

  it('does not wait for a retry that would start past the 10 s deadline: it fails at once', async () => {
    vi.useFakeTimers({ now: 0 })
    const { fetch, calls } = scriptedFetch([status(503, { 'Retry-After': '4' })])
    const call = start(client(fetch).getJson('/x', {}, okSchema))
    await vi.advanceTimersByTimeAsync(8_000)
    expect(calls).toEqual([0, 4_000, 8_000])
    // The third answer asks for 4 s more, which would end at 12 s: the call gives up now.
    expect(call.error).toMatchObject({ code: 'HttpRequestFailed', message: 'HTTP request failed.' })
  })

  it('waits until the HTTP date of Retry-After', async () => {
    vi.useFakeTimers({ now: new Date('2025-06-01T12:00:00.000Z') })
    const { fetch, calls } = scriptedFetch([
      status(503, { 'Retry-After': 'Sun, 01 Jun 2025 12:00:03 GMT' }),
      ok(),
    ])
    const call = start(client(fetch).getJson('/x', {}, okSchema))
    await vi.advanceTimersByTimeAsync(2_999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    expect(call.value).toEqual({ ok: true })
  })

  it('keeps its own doubling delay when Retry-After asks for less', async () => {
    vi.useFakeTimers()
    const { fetch, calls } = scriptedFetch([status(503, { 'Retry-After': '0' }), ok()])
    start(client(fetch).getJson('/x', {}, okSchema))
    await vi.advanceTimersByTimeAsync(149)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
  })

  it('fails at once when Retry-After asks for more than 5 s', async () => {
    vi.useFakeTimers()
    const { fetch, calls } = scriptedFetch([status(503, { 'Retry-After': '120' }), ok()])
    const call = start(client(fetch).getJson('/x', {}, okSchema))
    await vi.advanceTimersByTimeAsync(0)
    expect(call.done).toBe(true)
    expect(calls).toHaveLength(1)
    expect(call.error).toMatchObject({ message: 'HTTP request failed.' })
  })

  it('stays within the 10 s timeout, retries and waits included', async () => {
    vi.useFakeTimers()
    const { fetch, calls } = scriptedFetch([
      status(503, { 'Retry-After': '4' }),
      status(503, { 'Retry-After': '4' }),
      'hang',
    ])
    const call = start(client(fetch).getJson('/x', {}, okSchema))
    await vi.advanceTimersByTimeAsync(9_999)
    expect(call.done).toBe(false)
    expect(calls).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(call.error).toMatchObject({
      code: 'HttpTimeout',
      message: 'The request took too long to respond.',
    })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls).toHaveLength(3)
  })

  it('stops retrying when the caller aborts', async () => {
    vi.useFakeTimers()
    const { fetch, calls } = scriptedFetch([status(503)])
    const controller = new AbortController()
    const call = start(client(fetch).getJson('/x', {}, okSchema, controller.signal))
    await vi.advanceTimersByTimeAsync(100)
    controller.abort()
    await vi.advanceTimersByTimeAsync(0)
    expect(call.done).toBe(true)
    expect(call.error).toMatchObject({ code: 'HttpRequestFailed' })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(calls).toHaveLength(1)
  })

  it('retries a POST with the same body', async () => {
    vi.useFakeTimers()
    const bodies: unknown[] = []
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(init?.body)
      return bodies.length === 1 ? status(502) : ok()
    }) as unknown as typeof globalThis.fetch
    const call = start(client(fetch).postJson('/e', { eventId: 'e1' }, okSchema))
    await vi.advanceTimersByTimeAsync(150)
    expect(call.value).toEqual({ ok: true })
    expect(bodies).toEqual(['{"eventId":"e1"}', '{"eventId":"e1"}'])
  })
})

describe('API client retries over real HTTP', () => {
  let server: Server | undefined
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  it('reads the status and Retry-After of a real answer and gets the retried one', async () => {
    let requests = 0
    server = createServer((_request, response) => {
      requests += 1
      if (requests === 1) {
        response.writeHead(503, { 'Retry-After': '1', 'Content-Type': 'application/json' })
        response.end('{"error":"starting"}')
      } else {
        response.writeHead(200, { 'Content-Type': 'application/json' })
        response.end('{"ok":true}')
      }
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const api = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, projectId: 'p1' })
    const started = Date.now()
    await expect(api.getJson('/x', {}, okSchema)).resolves.toEqual({ ok: true })
    expect(requests).toBe(2)
    expect(Date.now() - started).toBeGreaterThanOrEqual(990)
  })
})
