/**
 * `npm run bench:http -w @gatehouse/cloud`: the service's HTTP layer (Fastify 5) under load on its own
 * routes (docs/self-hosting/http-layer.md#bench). One copy of the service (startCloud, every route of
 * both origins) runs in a process of its own on a durable PostgreSQL database, beside an anvil chain.
 * In rounds it takes two autocannon loads: the modal's request mix (the HTTP routes of bench:capacity,
 * weighted as capacityModel.ts's visitorMix, plus prices) and the config route alone (the HTTP layer
 * with the least work behind it). Per run: requests/s, p50 and p99 latency, the service process's CPU
 * per request, the 1-minute load average. The medians are printed beside those the hand-written layer
 * had in its last measurement against Fastify (bench-results/http-layer-hand-written-vs-fastify.json,
 * recorded before the move): a different moment on a shared machine, so only CPU per request compares.
 * BENCH_ROUNDS (default 8) and BENCH_SECONDS (default 6) set the rounds and the seconds per load;
 * writes bench-results/http-layer.json. Everything runs on 127.0.0.1.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { psql, startPostgresServer } from '@gatehouse/harness/postgres'
import { startServiceProcess, type ServiceProcess } from '../capacityServiceProcess'
import { benchConfig, startLocalChain } from '../localChain'

const rounds = Number(process.env.BENCH_ROUNDS || 8)
const seconds = Number(process.env.BENCH_SECONDS || 6)
const connections = 10
const appDir = fileURLToPath(new URL('../../..', import.meta.url))
const write = (text: string) => process.stdout.write(`${text}\n`)

interface RunFigures {
  round: number
  load: 'mix' | 'config'
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  cpuMsPerRequest: number
  requests: number
  /** Answers by class: 3xx are the mix's conditional image requests (304). */
  statuses: Record<string, number>
  errors: number
  loadAverage: number
}

/**
 * autocannon for `duration` seconds, with every response's time kept: its own percentiles are whole
 * milliseconds (an HdrHistogram of integers), too coarse for answers that take a fraction of one.
 */
function cannon(options: autocannon.Options): Promise<{ result: autocannon.Result; latencies: number[] }> {
  const latencies: number[] = []
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, result: autocannon.Result) =>
      error
        ? reject(error instanceof Error ? error : new Error(String(error)))
        : resolve({ result, latencies }),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
}

const percentile = (sorted: readonly number[], share: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0) * 100) / 100

async function load(
  service: ServiceProcess,
  round: number,
  name: RunFigures['load'],
  requests: autocannon.Request[],
): Promise<RunFigures> {
  const options = { url: service.url, connections, requests }
  await cannon({ ...options, duration: 1 })
  const loadAverage = loadavg()[0] ?? 0
  const cpuFrom = (await service.stats()).cpuMicros
  const { result, latencies } = await cannon({ ...options, duration: seconds })
  const cpuTo = (await service.stats()).cpuMicros
  const total = result.requests.total
  latencies.sort((x, y) => x - y)
  return {
    round,
    load: name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    cpuMsPerRequest: Math.round(((cpuTo - cpuFrom) / 1000 / Math.max(1, total)) * 1000) / 1000,
    requests: total,
    statuses: { '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
    errors: result.errors + result.timeouts,
    loadAverage: Math.round(loadAverage * 100) / 100,
  }
}

/** Shuffles with a fixed seed, so every run sends the same sequence. */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items]
  let seed = 31
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    const j = seed % (i + 1)
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((x, y) => x - y)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

function row(figures: RunFigures): string {
  const odd = Object.entries(figures.statuses)
    .filter(([status, count]) => status !== '2xx' && count > 0)
    .map(([status, count]) => `${count} ${status}`)
  if (figures.errors) odd.push(`${figures.errors} errors`)
  return (
    `  ${String(figures.round).padStart(5)}  ${figures.load.padEnd(6)} ` +
    `${String(figures.requestsPerSecond).padStart(7)} req/s  p50 ${figures.p50Ms.toFixed(2).padStart(5)} ms  ` +
    `p99 ${figures.p99Ms.toFixed(2).padStart(6)} ms  CPU ${figures.cpuMsPerRequest.toFixed(3)} ms/req  ` +
    `load ${figures.loadAverage.toFixed(2)}${odd.length ? `  (${odd.join(', ')})` : ''}`
  )
}

/** The medians of one load over the rounds. */
interface Medians {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  cpuMsPerRequest: number
}

function mediansOf(runs: readonly RunFigures[]): Medians {
  const of = (key: keyof Medians) => round(median(runs.map((run) => run[key])), 3)
  return {
    requestsPerSecond: Math.round(of('requestsPerSecond')),
    p50Ms: of('p50Ms'),
    p99Ms: of('p99Ms'),
    cpuMsPerRequest: of('cpuMsPerRequest'),
  }
}

/** The recorded medians of the last side-by-side measurement, hand-written layer and Fastify adapter. */
async function recordedComparison(): Promise<
  { measuredAt: string; summary: { load: string; handWritten: Medians; fastify: Medians }[] } | undefined
> {
  const path = join(appDir, 'bench-results', 'http-layer-hand-written-vs-fastify.json')
  return readFile(path, 'utf8')
    .then((text) => JSON.parse(text) as Awaited<ReturnType<typeof recordedComparison>>)
    .catch(() => undefined)
}

const describe = (figures: Medians) =>
  `${figures.requestsPerSecond} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ` +
  `${figures.cpuMsPerRequest} ms CPU/req`

async function main(): Promise<void> {
  const startLoad = loadavg()
  const chain = await startLocalChain(30)
  const server = await startPostgresServer({ durable: true })
  let service: ServiceProcess | undefined
  try {
    await psql(server.url, 'CREATE DATABASE gatehouse_http')
    service = await startServiceProcess({
      port: 0,
      databaseUrl: server.url.replace(/\/postgres$/, '/gatehouse_http'),
      chainPollMs: 600_000,
      config: benchConfig(chain.rpcUrl),
    })

    const account = chain.senderAddress
    const chains = 'eip155:31337'
    const page = (await (
      await fetch(`${service.url}/getWallets?projectId=bench&page=1&entries=40`)
    ).json()) as { data: { image_id?: string }[] }
    const imageIds = page.data.flatMap((wallet) => (wallet.image_id ? [wallet.image_id] : []))
    const firstImage = `/getWalletImage/${imageIds[0]}`
    const etag = (await fetch(`${service.url}${firstImage}`)).headers.get('etag') ?? ''
    const text = { 'content-type': 'text/plain;charset=UTF-8' }
    const event = () =>
      JSON.stringify({
        eventId: crypto.randomUUID(),
        url: 'http://localhost:5173/',
        domain: 'localhost',
        timestamp: Date.now(),
        props: { event: 'MODAL_OPEN' },
      })

    // The modal's calls, as bench:capacity sends them (sign-in verify, which needs a fresh signed
    // nonce each time, and the relay, a WebSocket rather than an HTTP route, are left out).
    const routes = {
      config: '/appkit/v1/config?projectId=bench&st=appkit&sv=html-1.0.0',
      origins: '/projects/v1/origins?projectId=bench',
      analyticsConfig: '/getAnalyticsConfig?projectId=bench',
      supportedChains: '/v1/supported-chains',
      recommended: `/getWallets?projectId=bench&page=1&entries=4&chains=${chains}`,
      firstPage: `/getWallets?projectId=bench&page=1&entries=40&chains=${chains}`,
      search: (i: number) =>
        `/getWallets?projectId=bench&page=1&entries=100&search=${['me', 'tr', 'co', 'ra'][i % 4]}`,
      networkImage: '/public/getAssetImage/692ed6ba-e569-459a-556a-776476829e00',
      balance: `/v1/account/${account}/balance?currency=usd&chainId=${chains}&forceUpdate=1`,
      identity: `/v1/identity/${account}?chainId=${chains}`,
      history: `/v1/account/${account}/history?chainId=${chains}`,
      event: '/e?projectId=bench&st=appkit&sv=html-1.0.0',
      nonce: '/v1/sessions/nonces?projectId=bench',
      prices: '/v1/fungible/price',
    }
    const pricesBody = JSON.stringify({
      currency: 'usd',
      addresses: [`${chains}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`],
      projectId: 'bench',
    })

    // Per 20 visitors (capacityModel.ts's visitorMix × 20), shuffled with a fixed seed. Of the 200
    // wallet images, 40 are revalidations (If-None-Match: answered 304), to keep that path in the mix;
    // prices, which the visitor mix does not count, are added as often as balances.
    const get = (path: string, headers?: Record<string, string>): autocannon.Request => ({
      method: 'GET',
      path,
      headers,
    })
    const mix: autocannon.Request[] = shuffled([
      ...Array.from({ length: 20 }, () => get(routes.config)),
      ...Array.from({ length: 20 }, () => get(routes.origins)),
      ...Array.from({ length: 20 }, () => get(routes.analyticsConfig)),
      ...Array.from({ length: 20 }, () => get(routes.supportedChains)),
      ...Array.from({ length: 20 }, () => get(routes.recommended)),
      ...Array.from({ length: 20 }, () => get(routes.firstPage)),
      ...Array.from({ length: 8 }, (_, i) => get(routes.search(i))),
      ...Array.from({ length: 160 }, (_, i) => get(`/getWalletImage/${imageIds[i % imageIds.length]}`)),
      ...Array.from({ length: 40 }, () => get(firstImage, { 'if-none-match': etag })),
      ...Array.from({ length: 40 }, () => get(routes.networkImage)),
      ...Array.from({ length: 100 }, () => ({
        method: 'POST' as const,
        path: routes.event,
        headers: text,
        setupRequest: (request: autocannon.Request) => ({ ...request, body: event() }),
      })),
      ...Array.from({ length: 10 }, () => get(routes.balance)),
      ...Array.from({ length: 10 }, () => get(routes.identity)),
      ...Array.from({ length: 3 }, () => get(routes.history)),
      ...Array.from({ length: 10 }, () => ({
        method: 'POST' as const,
        path: routes.prices,
        headers: text,
        body: pricesBody,
      })),
      ...Array.from({ length: 2 }, () => ({
        method: 'POST' as const,
        path: routes.nonce,
        headers: text,
        body: '{}',
      })),
    ])
    const configOnly = [get(routes.config)]

    write(
      `HTTP layer (Fastify): ${rounds} rounds, ${seconds} s per load, ${connections} connections ` +
        `(autocannon), the modal's mix (${mix.length} requests a cycle) and the config route alone; ` +
        `load average before: ${startLoad.map((value) => value.toFixed(2)).join(' ')}`,
    )
    write('  round  load   figures')
    const runs: RunFigures[] = []
    for (let round = 1; round <= rounds; round++) {
      for (const [name, requests] of [
        ['mix', mix],
        ['config', configOnly],
      ] as const) {
        const figures = await load(service, round, name, requests)
        runs.push(figures)
        write(row(figures))
      }
    }

    const recorded = await recordedComparison()
    const summary = (['mix', 'config'] as const).map((name) => ({
      load: name,
      ...mediansOf(runs.filter((run) => run.load === name)),
    }))
    write('medians over the rounds:')
    for (const { load: name, ...figures } of summary) {
      write(`  ${name.padEnd(6)} ${describe(figures)}`)
      const before = recorded?.summary.find((line) => line.load === name)
      if (before)
        write(
          `         recorded ${recorded?.measuredAt.slice(0, 10)}, side by side: hand-written ` +
            `${describe(before.handWritten)}; Fastify adapter ${describe(before.fastify)}`,
        )
    }

    const out = join(appDir, 'bench-results')
    await mkdir(out, { recursive: true })
    await writeFile(
      join(out, 'http-layer.json'),
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          layer: 'fastify',
          rounds,
          seconds,
          connections,
          loadAverageBefore: {
            oneMinute: startLoad[0],
            fiveMinutes: startLoad[1],
            fifteenMinutes: startLoad[2],
          },
          runs,
          summary,
        },
        null,
        2,
      )}\n`,
    )
    write(`written to ${join(out, 'http-layer.json')}`)
  } finally {
    await service?.close()
    await server.destroy()
    await chain.stop()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:http failed: ${error instanceof Error ? error.stack : String(error)}\n`)
  process.exitCode = 1
})
