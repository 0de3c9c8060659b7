/**
 * `npm run bench:capacity -w @gatehouse/cloud`: the cost of each route of the modal's request mix on
 * one instance, as figures that hold on a busy machine: CPU time of the service process per request
 * (`process.cpuUsage()` of the service, which runs in a process of its own), CPU time of the
 * PostgreSQL server's processes per request (/proc), statements sent to the database per request
 * (counted exactly, see capacityService.ts), and the p50 latency (the one figure a busy machine
 * moves). The idle rate of each counter (lease renewals, timers) is measured before every route and
 * taken off. Then the capacity model (capacityModel.ts) at 1k, 10k and 100k visitors a second.
 * Runs on a PostgreSQL server of its own (durable) and then on PGlite; writes
 * bench-results/capacity.json. BENCH_REQUESTS sets the requests per route (default 400).
 */
import { readdir, readFile, mkdir, writeFile } from 'node:fs/promises'
import { Agent, request } from 'node:http'
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import pg from 'pg'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { psql, startPostgresServer } from '@gatehouse/harness/postgres'
import { openRawRelayClient, type RelayFrame } from '@gatehouse/harness/walletconnect'
import { signInMessage } from '@gatehouse/harness/signIn'
import { benchConfig, startLocalChain } from './localChain'
import { notifyCeiling } from './notifyCeiling'
import { startServiceProcess, type ServiceProcess } from './capacityServiceProcess'
import { capacityPlan, defaultPlanSettings, visitorCost, visitorMix, type RouteCost } from './capacityModel'

const requestsPerRoute = Number(process.env.BENCH_REQUESTS || 400)
const concurrency = 4
const extraListeners = 32
const appDir = fileURLToPath(new URL('../..', import.meta.url))
const write = (text: string) => process.stdout.write(`${text}\n`)

/** CPU ticks (user + system) of the postmaster and its children, the server's backends among them. */
async function serverCpuMs(dataDirectory: string | undefined): Promise<number> {
  if (!dataDirectory) return 0
  const postmaster = Number((await readFile(join(dataDirectory, 'postmaster.pid'), 'utf8')).split('\n')[0])
  let ticks = 0
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // After the name: state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14). The
    // postmaster's cutime and cstime hold its children that ended (autovacuum workers come and go).
    if (Number(entry) === postmaster)
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])
    else if (Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12])
  }
  return ticks * 10 // USER_HZ is 100 on Linux
}

const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
function send(url: string, method: string, body?: unknown): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { method, agent, headers: body === undefined ? {} : { 'content-type': 'text/plain;charset=UTF-8' } },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      },
    )
    sent.on('error', reject)
    sent.end(body === undefined ? undefined : JSON.stringify(body))
  })
}

interface Measured extends RouteCost {
  route: string
  requests: number
  p50Ms: number
}

/**
 * Runs `work(i)` for i < n on `concurrency` workers, and the costs per call over what the same
 * counters did while idle for 2 s just before.
 */
async function measure(
  service: ServiceProcess,
  dataDirectory: string | undefined,
  route: string,
  n: number,
  work: (i: number) => Promise<void>,
  workers = concurrency,
): Promise<Measured> {
  const snapshot = async () => ({
    ...(await service.stats()),
    dbMs: await serverCpuMs(dataDirectory),
    at: performance.now(),
  })
  const idleFrom = await snapshot()
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const from = await snapshot()
  const latencies: number[] = []
  let nextIndex = 0
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let i = nextIndex++; i < n; i = nextIndex++) {
        const started = performance.now()
        await work(i)
        latencies.push(performance.now() - started)
      }
    }),
  )
  const to = await snapshot()
  const idleMs = from.at - idleFrom.at
  const busyMs = to.at - from.at
  const per = (key: 'cpuMicros' | 'queries' | 'writes' | 'notifies' | 'dbMs') => {
    // The server's background work (WAL writer, autovacuum) is the load's own doing: kept.
    const idleRate = key === 'dbMs' ? 0 : (from[key] - idleFrom[key]) / idleMs
    return Math.max(0, to[key] - from[key] - idleRate * busyMs) / n
  }
  latencies.sort((a, b) => a - b)
  return {
    route,
    requests: n,
    serviceCpuMs: round(per('cpuMicros') / 1000, 3),
    databaseCpuMs: round(per('dbMs'), 3),
    queries: round(per('queries'), 2),
    writes: round(per('writes'), 2),
    notifies: round(per('notifies'), 2),
    p50Ms: round(latencies[Math.floor(latencies.length / 2)] ?? 0, 1),
  }
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

async function measureAll(
  label: string,
  databaseOptions: { databaseUrl?: string },
  dataDirectory: string | undefined,
  chain: Awaited<ReturnType<typeof startLocalChain>>,
): Promise<Measured[]> {
  const service = await startServiceProcess({
    port: 0,
    ...databaseOptions,
    chainPollMs: 600_000,
    config: benchConfig(chain.rpcUrl),
  })
  try {
    const base = service.url
    const account = chain.senderAddress
    const ok = async (method: string, path: string, body?: unknown) => {
      const answer = await send(`${base}${path}`, method, body)
      if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`)
      return answer.text
    }
    const page = JSON.parse(await ok('GET', '/getWallets?projectId=bench&page=1&entries=40')) as {
      data: { image_id?: string }[]
    }
    const imageIds = page.data.flatMap((wallet) => (wallet.image_id ? [wallet.image_id] : []))
    const chains = 'eip155:31337'
    const get = (path: string) => async () => void (await ok('GET', path))
    const routes: [string, (i: number) => Promise<void>][] = [
      ['config', get('/appkit/v1/config?projectId=bench&st=appkit&sv=html-1.0.0')],
      ['origins', get('/projects/v1/origins?projectId=bench')],
      ['analytics config', get('/getAnalyticsConfig?projectId=bench')],
      ['supported chains', get('/v1/supported-chains')],
      [
        'catalogue page',
        async (i) =>
          void (await ok(
            'GET',
            i % 2
              ? `/getWallets?projectId=bench&page=1&entries=4&chains=${chains}`
              : `/getWallets?projectId=bench&page=1&entries=40&chains=${chains}`,
          )),
      ],
      [
        'catalogue search',
        async (i) =>
          void (await ok(
            'GET',
            `/getWallets?projectId=bench&page=1&entries=100&search=${['me', 'tr', 'co', 'ra'][i % 4]}`,
          )),
      ],
      [
        'wallet image',
        async (i) => void (await ok('GET', `/getWalletImage/${imageIds[i % imageIds.length]}`)),
      ],
      ['network image', get('/public/getAssetImage/692ed6ba-e569-459a-556a-776476829e00')],
      [
        'analytics event',
        async () =>
          void (await ok('POST', '/e?projectId=bench&st=appkit&sv=html-1.0.0', {
            eventId: crypto.randomUUID(),
            url: 'http://localhost:5173/',
            domain: 'localhost',
            timestamp: Date.now(),
            props: { event: 'MODAL_OPEN' },
          })),
      ],
      // forceUpdate: every visitor has an address of its own, so the 5 s cache of a read never serves it.
      ['balance', get(`/v1/account/${account}/balance?currency=usd&chainId=${chains}&forceUpdate=1`)],
      ['identity', get(`/v1/identity/${account}?chainId=${chains}`)],
      ['history', get(`/v1/account/${account}/history?chainId=${chains}`)],
    ]
    const results: Measured[] = []
    // Warm-up: every route a few times (JIT, caches, the pool's connections).
    for (const [, work] of routes) for (let i = 0; i < 20; i++) await work(i)
    for (const [route, work] of routes) {
      results.push(await measure(service, dataDirectory, route, requestsPerRoute, work))
      write(`  ${label}: ${route} done`)
    }

    // Sign-in: nonces are measured on their own, then the messages are signed here (not the
    // service's CPU) and verified.
    const signer = privateKeyToAccount(generatePrivateKey())
    const signInCount = Math.min(requestsPerRoute, 200)
    const nonces: string[] = []
    results.push(
      await measure(service, dataDirectory, 'sign-in nonce', signInCount, async () => {
        nonces.push(
          (JSON.parse(await ok('POST', '/v1/sessions/nonces?projectId=bench', {})) as { nonce: string })
            .nonce,
        )
      }),
    )
    const signed = await Promise.all(
      nonces.map(async (nonce) => {
        const message = await signInMessage(base, signer, Date.now(), {
          nonce,
          domain: 'app.example.com',
          uri: 'https://app.example.com/login',
        })
        return { message, signature: await signer.signMessage({ message }) }
      }),
    )
    results.push(
      await measure(service, dataDirectory, 'sign-in verify', signed.length, async (i) => {
        await ok('POST', '/v1/sessions?projectId=bench', signed[i])
      }),
    )

    // Relay: a dapp publishes, a wallet subscribed to the topic receives and acknowledges each.
    const relayUrl = base.replace('http', 'ws')
    const dapp = await openRawRelayClient(relayUrl, 'did:key:bench-dapp')
    const wallet = await openRawRelayClient(relayUrl, 'did:key:bench-wallet')
    const topic = createHash('sha256').update('bench topic').digest('hex')
    await wallet.request('irn_subscribe', { topic })
    // Waits on the socket's frames as they come (not by polling), so the latency is the relay's.
    const nextFrame = (client: typeof dapp, match: (frame: RelayFrame) => boolean) =>
      new Promise<RelayFrame>((resolve) => {
        const onMessage = (data: unknown) => {
          const frame = JSON.parse(String(data)) as RelayFrame
          if (!match(frame)) return
          client.socket.off('message', onMessage)
          resolve(frame)
        }
        client.socket.on('message', onMessage)
      })
    const relayOnce = async (i: number) => {
      const message = Buffer.from(`message ${i} ${'x'.repeat(400)}`).toString('base64')
      const id = `publish ${i}`
      const delivered = nextFrame(
        wallet,
        (frame) => frame.method === 'irn_subscription' && frame.params?.data.message === message,
      )
      const answered = nextFrame(dapp, (frame) => frame.id === id)
      dapp.socket.send(
        JSON.stringify({
          id,
          jsonrpc: '2.0',
          method: 'irn_publish',
          params: { topic, message, ttl: 300, tag: 1108 },
        }),
      )
      const [, delivery] = await Promise.all([answered, delivered])
      wallet.acknowledge(delivery)
    }
    for (let i = 0; i < 20; i++) await relayOnce(-1 - i)
    results.push(
      await measure(service, dataDirectory, 'relay message', Math.min(requestsPerRoute, 300), relayOnce, 1),
    )
    dapp.socket.close()
    wallet.socket.close()

    // What every other instance pays for each relayed message: the notice of a topic it holds no
    // socket of (the common case with many instances), sent here as another instance sends it.
    if (databaseOptions.databaseUrl) {
      const databaseUrl = databaseOptions.databaseUrl
      const other = new pg.Client({ connectionString: databaseUrl })
      await other.connect()
      const notices = Math.min(requestsPerRoute * 10, 4_000)
      const notice = (i: number) =>
        other.query('SELECT pg_notify($1, $2)', [
          'gatehouse_relay',
          JSON.stringify({
            from: 'another instance',
            topic: createHash('sha256').update(`elsewhere ${i}`).digest('hex'),
          }),
        ])
      const noticesTo = async (route: string) =>
        measure(
          service,
          dataDirectory,
          route,
          notices,
          async (i) => {
            await notice(i)
            // Let the last notices arrive before the counters are read.
            if (i === notices - 1) await new Promise((resolve) => setTimeout(resolve, 500))
          },
          1,
        )
      results.push(await noticesTo('relay notice received'))
      // The same with 32 more listening sessions (32 more instances, as the server sees them): the
      // server's CPU per delivery is the difference over 32.
      const listeners = await Promise.all(
        Array.from({ length: extraListeners }, async () => {
          const listener = new pg.Client({ connectionString: databaseUrl })
          await listener.connect()
          await listener.query('LISTEN gatehouse_relay')
          return listener
        }),
      )
      results.push(await noticesTo(`relay notice, ${extraListeners} more listeners`))
      await Promise.all([other, ...listeners].map((client) => client.end()))
    }
    return results
  } finally {
    await service.close()
  }
}

function table(title: string, rows: readonly Measured[]): string {
  const head = `  ${'route'.padEnd(18)} ${'CPU ms/req'.padStart(10)} ${'DB CPU ms'.padStart(10)} ${'queries'.padStart(8)} ${'writes'.padStart(7)} ${'NOTIFYs'.padStart(8)} ${'p50 ms'.padStart(7)}`
  const lines = rows.map(
    (row) =>
      `  ${row.route.padEnd(18)} ${row.serviceCpuMs.toFixed(3).padStart(10)} ${row.databaseCpuMs.toFixed(3).padStart(10)} ${row.queries.toFixed(2).padStart(8)} ${row.writes.toFixed(2).padStart(7)} ${row.notifies.toFixed(2).padStart(8)} ${row.p50Ms.toFixed(1).padStart(7)}`,
  )
  return [title, head, ...lines].join('\n')
}

async function main(): Promise<void> {
  const chain = await startLocalChain(30)
  const server = await startPostgresServer({ durable: true })
  try {
    await psql(server.url, 'CREATE DATABASE gatehouse_capacity')
    const databaseUrl = server.url.replace(/\/postgres$/, '/gatehouse_capacity')
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    const dataDirectory = String((await client.query('SHOW data_directory')).rows[0].data_directory)
    await client.end()

    write(`apps/cloud capacity: ${requestsPerRoute} requests a route, ${concurrency} at a time, one instance`)
    const postgres = await measureAll('PostgreSQL', { databaseUrl }, dataDirectory, chain)
    write(table('one instance on PostgreSQL 15 (durable); DB CPU = the server processes', postgres))
    const ceiling = await notifyCeiling(databaseUrl)
    write(
      `commits a second on this server (durable), 1 and 8 sessions: INSERT ${ceiling.insertCommitsPerSecond1} / ` +
        `${ceiling.insertCommitsPerSecond8}, NOTIFY alone ${ceiling.notifyCommitsPerSecond1} / ${ceiling.notifyCommitsPerSecond8}, ` +
        `INSERT + NOTIFY in one transaction ${ceiling.insertAndNotifyCommitsPerSecond1} / ${ceiling.insertAndNotifyCommitsPerSecond8}`,
    )
    const pglite = await measureAll('PGlite', {}, undefined, chain)
    write(table('one instance on PGlite (in the service process: its CPU is in the first column)', pglite))

    const costs = Object.fromEntries(postgres.map((row) => [row.route, row]))
    const perVisitor = visitorCost(costs, visitorMix)
    const received = postgres.find((row) => row.route === 'relay notice received')
    const moreListeners = postgres.find((row) => row.route.startsWith('relay notice, '))
    const noticeCost = {
      serviceCpuMs: received?.serviceCpuMs ?? 0,
      databaseCpuMsPerDelivery: round(
        Math.max(0, (moreListeners?.databaseCpuMs ?? 0) - (received?.databaseCpuMs ?? 0)) / extraListeners,
        4,
      ),
    }
    write(`a notice of another instance: ${JSON.stringify(noticeCost)}`)
    const plans = [1_000, 10_000, 100_000].map((visitors) =>
      capacityPlan(perVisitor, visitors, defaultPlanSettings, noticeCost),
    )
    write(`\nper visitor (mix of capacityModel.ts): ${JSON.stringify(perVisitor)}`)
    write(`settings: ${JSON.stringify(defaultPlanSettings)}`)
    for (const plan of plans) write(JSON.stringify(plan))

    const out = join(appDir, 'bench-results')
    await mkdir(out, { recursive: true })
    await writeFile(
      join(out, 'capacity.json'),
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          requestsPerRoute,
          concurrency,
          postgres,
          notifyCeiling: ceiling,
          pglite,
          mix: visitorMix,
          perVisitor,
          noticeCost,
          settings: defaultPlanSettings,
          plans,
        },
        null,
        2,
      )}\n`,
    )
    write(`written to ${join(out, 'capacity.json')}`)
  } finally {
    agent.destroy()
    await server.destroy()
    await chain.stop()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:capacity failed: ${error instanceof Error ? error.stack : String(error)}\n`)
  process.exitCode = 1
})
