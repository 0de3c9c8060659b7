import { Agent, request } from 'node:http'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCloud, type CloudHandle } from './startCloud'
import type { ListedRoute } from './startCloudOptions'
import { hostileRequestsFor, internalMessagePattern, type HostileRequest } from '../test/hostileRequests'
import { onPostgres, testDatabase } from '../test/testDatabase'

/**
 * No input makes the service answer 5xx: every route it lists, on the API's origin and the frame's,
 * gets generated requests (hostile path segments, query strings, headers and bodies) and must answer
 * 2xx, 3xx or a 4xx (JSON, or HTML for a page) whose text names no internal failure. `FUZZ_RUNS` sets the cases per route
 * (the bench runs many more: `npm run bench:fuzz -w @gatehouse/cloud`). It runs on PGlite only: the
 * PostgreSQL project would send the same requests through the same code to the same SQL.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 2_000)

let cloud: CloudHandle
const agent = new Agent({ keepAlive: true, maxSockets: 8 })

beforeAll(async () => {
  if (onPostgres) return
  cloud = await startCloud({
    port: 0,
    ...(await testDatabase()),
    config: { projects: { 'gatehouse-demo': { allowedOrigins: ['http://127.0.0.1:5173'] } } },
  })
}, 60_000)

afterAll(async () => {
  agent.destroy()
  await cloud?.close()
})

interface Answer {
  status: number
  contentType: string
  body: string
}

function send(base: string, sent: HostileRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${base}${sent.path}`,
      { method: sent.method, headers: sent.headers, agent },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(sent.body)
  })
}

/** What is wrong with an answer, or undefined when it is a proper one. */
function fault(answer: Answer): string | undefined {
  if (answer.status >= 500) return `${answer.status}: ${answer.body.slice(0, 300)}`
  // The API answers JSON; the pages a visitor's window opens (sandbox checkout, frame) answer HTML.
  if (answer.status >= 400 && !/^(application\/json|text\/html);/.test(answer.contentType))
    return `${answer.status} with ${answer.contentType || 'no content type'}`
  if (answer.status >= 400 && internalMessagePattern.test(answer.body))
    return `an internal message: ${answer.body.slice(0, 300)}`
  return undefined
}

describe.skipIf(onPostgres)('any input', () => {
  it('lists the routes of both origins', () => {
    expect(cloud.routes.filter((route) => route.origin === 'api').length).toBeGreaterThan(30)
    expect(cloud.routes.filter((route) => route.origin === 'frame').length).toBeGreaterThan(5)
  })

  it('answers every route with a 2xx, 3xx or JSON 4xx, never a 5xx or an internal message', async () => {
    const started = performance.now()
    const faults: string[] = []
    for (const route of cloud.routes) {
      const base = route.origin === 'api' ? cloud.url : cloud.frameUrl
      let first: string | undefined
      await fc
        .assert(
          fc.asyncProperty(hostileRequestsFor(route), async (sent) => {
            const problem = fault(await send(base, sent))
            if (!problem) return
            first ??= `${describeRoute(route)} answered ${problem}\n  to ${sent.method} ${sent.path.slice(0, 200)}`
            throw new Error(problem)
          }),
          { numRuns: runs, endOnFailure: true },
        )
        .catch(() => faults.push(first ?? `${describeRoute(route)} failed`))
    }
    const seconds = (performance.now() - started) / 1000
    console.log(`${cloud.routes.length} routes × ${runs} cases in ${seconds.toFixed(1)} s`)
    expect(faults).toEqual([])
  }, 600_000)
})

function describeRoute(route: ListedRoute): string {
  return `${route.method} ${route.origin === 'frame' ? '(frame) ' : ''}${route.path}`
}
