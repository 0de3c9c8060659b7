import { request } from 'node:http'
import pg from 'pg'
import { analyticsEvent } from '@gatehouse/harness/analytics'

interface Answer {
  status: number
  error?: string
}

function post(url: string, body: string): Promise<Answer> {
  return new Promise((resolve) => {
    const sent = request(url, { method: 'POST', headers: { 'content-type': 'text/plain' } }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => {
        let error: string | undefined
        try {
          error = (JSON.parse(text) as { error?: string }).error
        } catch {
          error = text.slice(0, 80)
        }
        resolve({ status: response.statusCode ?? 0, ...(error ? { error } : {}) })
      })
    })
    sent.on('error', (error) => resolve({ status: 0, error: error.message }))
    sent.end(body)
  })
}

/**
 * Posts analytics events (each with its own id) from `workers` loops for `seconds` through
 * `baseUrl`, while the database is stopped after `stopAtMs` and started again after `startAtMs`.
 * Then checks that every event answered 202 is in the database. Counts answers by status, the
 * messages of the failures, and how long after the restart the first event was accepted again.
 */
export async function databaseRestartUnderLoad(options: {
  baseUrl: string
  databaseUrl: string
  stopDatabase: () => Promise<void>
  startDatabase: () => Promise<void>
  seconds: number
  stopAtMs: number
  startAtMs: number
  workers?: number
}) {
  const { baseUrl, seconds, workers = 8 } = options
  const acknowledged: string[] = []
  const statuses = new Map<number, number>()
  const messages = new Map<string, number>()
  let startedAgainAt = 0
  let firstAcceptedAfter = 0
  const began = performance.now()
  const deadline = began + seconds * 1000

  const outage = (async () => {
    await new Promise((resolve) => setTimeout(resolve, options.stopAtMs))
    await options.stopDatabase()
    await new Promise((resolve) => setTimeout(resolve, options.startAtMs - options.stopAtMs))
    await options.startDatabase()
    startedAgainAt = performance.now()
  })()

  async function worker(): Promise<void> {
    while (performance.now() < deadline) {
      const event = analyticsEvent()
      const answer = await post(`${baseUrl}/e?projectId=bench`, JSON.stringify(event))
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      if (answer.status === 202) {
        acknowledged.push(event.eventId)
        if (startedAgainAt && !firstAcceptedAfter) firstAcceptedAfter = performance.now() - startedAgainAt
      } else {
        const message = (answer.error ?? '').replace(/\d+/g, 'N').slice(0, 90)
        messages.set(`${answer.status} ${message}`, (messages.get(`${answer.status} ${message}`) ?? 0) + 1)
        // A client backs off on 503 as Retry-After asks, briefly here.
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
  }
  await Promise.all([outage, ...Array.from({ length: workers }, worker)])

  const client = new pg.Client({ connectionString: options.databaseUrl })
  await client.connect()
  const { rows } = await client.query<{ kept: number }>(
    'SELECT count(*)::int AS kept FROM analytics_events WHERE event_id = ANY($1::uuid[])',
    [acknowledged],
  )
  await client.end()
  return {
    statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    failures: Object.fromEntries(messages),
    acknowledged: acknowledged.length,
    keptOfAcknowledged: rows[0]?.kept ?? 0,
    firstAcceptedAfterRestartMs: Math.round(firstAcceptedAfter),
  }
}
