import { ErrorMessage } from '@gatehouse/common'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCloud, type CloudHandle } from './startCloud'
import { plainGet, waitFor } from '@gatehouse/harness/net'
import { psql, startPostgresServer, type PostgresServer } from '@gatehouse/harness/postgres'
import { openRawRelayClient } from '@gatehouse/harness/walletconnect'
import { onPostgres } from '../test/testDatabase'

async function eventually(url: string, status: number): Promise<void> {
  const started = Date.now()
  while ((await plainGet(url)).status !== status) {
    if (Date.now() - started > 30_000) throw new Error(`${url} never answered ${status}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

// A server of this file's own, since it is stopped and started again.
describe.runIf(onPostgres)('two instances while their PostgreSQL server restarts', () => {
  let server: PostgresServer
  let one: CloudHandle
  let two: CloudHandle
  beforeAll(async () => {
    server = await startPostgresServer()
    await psql(server.url, 'CREATE DATABASE outage')
    const databaseUrl = server.url.replace(/\/postgres$/, '/outage')
    one = await startCloud({ port: 0, databaseUrl })
    two = await startCloud({ port: 0, databaseUrl })
  })
  afterAll(async () => {
    await one?.close()
    await two?.close()
    await server?.destroy()
  })

  it('answer 503 while their database is away, and recover by themselves', async () => {
    await server.stop()
    const page = await plainGet(`${one.url}/getWallets?projectId=p`)
    expect(page.status).toBe(503)
    expect(page.headers['retry-after']).toBe('1')
    // The catalogue's text and a code; the server's own message goes to the log only.
    expect(JSON.parse(page.body)).toEqual({
      error: ErrorMessage.serviceUnavailable,
      code: 'DATABASE_UNAVAILABLE',
    })
    const ready = await plainGet(`${one.url}/readyz`)
    expect(ready.status).toBe(503)
    expect(JSON.parse(ready.body).error).toMatch(/^Not ready: the database does not answer/)
    // Liveness does not ask the database: an outage must not get every instance restarted.
    expect((await plainGet(`${one.url}/healthz`)).status).toBe(200)
    // Answers that need no database still come.
    expect((await plainGet(`${one.url}/appkit/v1/config?projectId=p`)).status).toBe(200)

    await server.start()
    await eventually(`${one.url}/getWallets?projectId=p`, 200)
    await eventually(`${two.url}/readyz`, 200)
  })

  it('carry relay messages across instances again once the listening session is back', async () => {
    const wallet = await openRawRelayClient(one.relayUrl, 'did:key:wallet-o')
    const dapp = await openRawRelayClient(two.relayUrl, 'did:key:dapp-o')
    try {
      await wallet.request('irn_subscribe', { topic: 'after-outage' })
      await server.stop()
      await server.start()
      await eventually(`${two.url}/readyz`, 200)
      await dapp.request('irn_publish', { topic: 'after-outage', message: 'YmFjaw==', ttl: 300, tag: 1108 })
      await waitFor(() => wallet.deliveries().length === 1, 'the message from the other instance', 30_000)
    } finally {
      wallet.close()
      dapp.close()
    }
  })
})
