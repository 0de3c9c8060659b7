import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCloud, type CloudHandle } from './startCloud'
import { cloudCliUrl, runCloudCli, type CloudCli } from '@gatehouse/harness/cloud'
import { postEvent } from '@gatehouse/harness/analytics'
import { plainGet, startRoundRobinProxy, type RoundRobinProxy, waitFor } from '@gatehouse/harness/net'
import { openRawRelayClient, walletConnectFailover } from '@gatehouse/harness/walletconnect'
import { newPostgresDatabase, onPostgres } from '../test/testDatabase'

// A chain nobody answers for: leadership does not depend on the node being up.
const chains = [
  {
    chainId: 'eip155:31337',
    name: 'Localhost',
    rpcUrl: 'http://127.0.0.1:9/',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
]

const readiness = async (url: string) =>
  JSON.parse((await plainGet(`${url}/readyz`)).body) as { indexing?: boolean }

describe.runIf(onPostgres)('two instances on one PostgreSQL server behind a round-robin proxy', () => {
  let dir: string
  let databaseUrl: string
  let first: CloudCli
  let firstUrl: string
  let second: CloudHandle
  let proxy: RoundRobinProxy

  beforeAll(async () => {
    databaseUrl = await newPostgresDatabase()
    // The first instance is a process of its own, so that it can be killed as a crash would.
    dir = await mkdtemp(join(tmpdir(), 'gatehouse-instances-'))
    const configPath = join(dir, 'cloud.json')
    await writeFile(configPath, JSON.stringify({ chains }))
    first = runCloudCli({ PORT: '0', DATABASE_URL: databaseUrl, GATEHOUSE_CLOUD_CONFIG: configPath })
    firstUrl = await cloudCliUrl(first)
    // Started once the first leads, so the first is the indexer.
    await waitFor(() => first.output.stdout.includes('listening'), 'the first instance')
    second = await startCloud({ port: 0, databaseUrl, config: { chains }, chainPollMs: 200 })
    proxy = await startRoundRobinProxy([Number(new URL(firstUrl).port), second.port])
  })

  afterAll(async () => {
    first?.kill('SIGKILL')
    await proxy?.close()
    await second?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('answers through one address from both instances alike, validators included', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map(() => plainGet(`${proxy.url}/getWallets?projectId=p&entries=5`)),
    )
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200, 200])
    expect(new Set(pages.map((page) => page.body)).size).toBe(1)
    const image = `${proxy.url}/public/getCurrencyImage/USD`
    const images = await Promise.all([1, 2].map(() => plainGet(image)))
    const etags = new Set(images.map((answer) => answer.headers.etag))
    expect(etags.size).toBe(1)
    // A validator from one instance is honoured by the other.
    const again = await Promise.all(
      [1, 2].map(() => plainGet(image, { 'If-None-Match': String([...etags][0]) })),
    )
    expect(again.map((answer) => answer.status)).toEqual([304, 304])
  })

  it('delivers a message published on one instance to a subscriber on the other', async () => {
    const wallet = await openRawRelayClient(firstUrl.replace('http', 'ws'), 'did:key:wallet-x')
    const dapp = await openRawRelayClient(second.relayUrl, 'did:key:dapp-x')
    try {
      await wallet.request('irn_subscribe', { topic: 'across' })
      await dapp.request('irn_publish', { topic: 'across', message: 'aGVsbG8=', ttl: 300, tag: 1108 })
      await waitFor(() => wallet.deliveries().length === 1, 'the message from the other instance')
      expect(wallet.deliveries()[0]?.params?.data).toMatchObject({ topic: 'across', message: 'aGVsbG8=' })
      // Acknowledged on the first instance, it is not delivered again by the second.
      wallet.acknowledge(wallet.deliveries()[0])
      await new Promise((resolve) => setTimeout(resolve, 100))
      wallet.close()
      const walletAgain = await openRawRelayClient(second.relayUrl, 'did:key:wallet-x')
      await walletAgain.request('irn_subscribe', { topic: 'across' })
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(walletAgain.deliveries()).toEqual([])
      walletAgain.close()
    } finally {
      dapp.close()
    }
  })

  it('start together on a new database', async () => {
    const fresh = await newPostgresDatabase()
    const started = await Promise.all([1, 2, 3].map(() => startCloud({ port: 0, databaseUrl: fresh })))
    try {
      const pages = await Promise.all(
        started.map(
          async (cloud) =>
            (await plainGet(`${cloud.url}/getWallets?projectId=p`, { Host: 'cloud.example' })).body,
        ),
      )
      expect(new Set(pages).size).toBe(1)
    } finally {
      await Promise.all(started.map((cloud) => cloud.close()))
    }
  })

  it('share their rate limits', async () => {
    const fresh = await newPostgresDatabase()
    const config = { rateLimits: { analyticsEventsPerMinute: 4 } }
    const pair = await Promise.all([1, 2].map(() => startCloud({ port: 0, databaseUrl: fresh, config })))
    const front = await startRoundRobinProxy(pair.map((cloud) => cloud.port))
    try {
      const statuses = []
      for (let i = 0; i < 6; i++) statuses.push((await postEvent(front.url)).status)
      // Counted apart, each instance would have let its 3 through.
      expect(statuses).toEqual([202, 202, 202, 202, 429, 429])
    } finally {
      await front.close()
      await Promise.all(pair.map((cloud) => cloud.close()))
    }
  })

  it('keeps a WalletConnect session and hands the chain indexing over when an instance is killed', async () => {
    expect((await readiness(firstUrl)).indexing).toBe(true)
    expect((await readiness(second.url)).indexing).toBe(false)
    // Consecutive connections go to alternate instances: the dapp and the wallet talk across the two.
    const failover = await walletConnectFailover(proxy.url.replace('http', 'ws'), async () => {
      first.kill('SIGKILL')
      await first.exited
    })
    expect(failover).toMatchObject({ signed: true, sessionKept: true })
    // The server frees the lock as soon as the dead process's connection ends: no timer to wait out.
    const started = Date.now()
    while ((await readiness(second.url)).indexing !== true) {
      if (Date.now() - started > 30_000) throw new Error('the second instance did not take over')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    // Through the proxy, the dead instance is skipped.
    expect((await plainGet(`${proxy.url}/healthz`)).status).toBe(200)
    expect((await plainGet(`${proxy.url}/healthz`)).status).toBe(200)
  })
})
