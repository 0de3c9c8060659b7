import { ErrorMessage } from '@gatehouse/common'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCloud, type CloudHandle } from './startCloud'
import { plainGet } from '@gatehouse/harness/net'
import { psql, startPostgresServer, type PostgresServer } from '@gatehouse/harness/postgres'
import { onPostgres } from '../test/testDatabase'

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now()
  const value = await work
  return { value, ms: performance.now() - started }
}

// A server of this file's own, since it is frozen. A frozen server keeps its connections open and
// answers nothing, so it cannot enforce its own statement_timeout: only the client's deadline helps.
describe.runIf(onPostgres)('a PostgreSQL server that hangs (SIGSTOP)', () => {
  let server: PostgresServer
  let cloud: CloudHandle
  beforeAll(async () => {
    server = await startPostgresServer()
    await psql(server.url, 'CREATE DATABASE hang')
    cloud = await startCloud({ port: 0, databaseUrl: server.url.replace(/\/postgres$/, '/hang') })
  })
  afterAll(async () => {
    await server?.thaw()
    await cloud?.close()
    await server?.destroy()
  })

  it('answers 503 with Retry-After within the deadline, and serves again once the server runs', async () => {
    const page = `${cloud.url}/getWallets?projectId=p&page=1&entries=4`
    expect((await plainGet(page)).status).toBe(200)
    await server.freeze()
    try {
      // More requests than the pool has connections: the ones left waiting for one get 503 in time too.
      const answers = await Promise.all(Array.from({ length: 14 }, () => timed(plainGet(page))))
      const slowest = Math.max(...answers.map((answer) => answer.ms))
      process.stdout.write(`503 of a frozen database: slowest of 14 after ${slowest.toFixed(0)} ms\n`)
      for (const { value } of answers) {
        expect(value.status).toBe(503)
        expect(value.headers['retry-after']).toBe('1')
        expect(JSON.parse(value.body)).toEqual({
          error: ErrorMessage.serviceUnavailable,
          code: 'DATABASE_TIMEOUT',
        })
      }
      expect(slowest).toBeLessThan(2_500)
      // Once more, on the connections the pool opens instead of the ones it dropped.
      const again = await timed(plainGet(page))
      expect(again.value.status).toBe(503)
      expect(again.ms).toBeLessThan(2_500)
      expect((await plainGet(`${cloud.url}/healthz`)).status).toBe(200)
    } finally {
      await server.thaw()
    }
    const started = performance.now()
    for (;;) {
      if ((await plainGet(page)).status === 200) break
      expect(performance.now() - started).toBeLessThan(10_000)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect((await plainGet(`${cloud.url}/readyz`)).status).toBe(200)
  })
})
