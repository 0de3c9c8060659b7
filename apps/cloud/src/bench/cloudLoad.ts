/**
 * `npm run bench:cloud`: apps/cloud on a PostgreSQL server under load, on one instance and on two
 * behind a round-robin proxy, then two faults: an instance killed under a live WalletConnect session,
 * and the database restarted under load. Prints numbers; asserts only that the faults were survived.
 * Everything runs on 127.0.0.1 and is bounded in time (about 2 minutes). BENCH_SECONDS sets the
 * seconds per route (default 5).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cloudCliUrl, runCloudCli, type CloudCli } from '@gatehouse/harness/cloud'
import { plainGet, startRoundRobinProxy } from '@gatehouse/harness/net'
import { psql, startPostgresServer } from '@gatehouse/harness/postgres'
import { databaseRestartUnderLoad } from './databaseRestart'
import { benchChain, startLocalChain } from './localChain'
import { figuresTable, loadRoute, type RouteFigures } from './routeLoad'
import { walletConnectFailover } from '@gatehouse/harness/walletconnect'

const seconds = Number(process.env.BENCH_SECONDS || 5)
const write = (text: string) => process.stdout.write(`${text}\n`)

async function waitReady(url: string): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    const answer = await plainGet(`${url}/readyz`).catch(() => undefined)
    if (answer?.status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} never became ready`)
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'gatehouse-bench-cloud-'))
  // Durable (fsync on), as a production server: "nothing acknowledged is lost" means something then.
  const server = await startPostgresServer({ durable: true })
  const instances: CloudCli[] = []
  let chain: Awaited<ReturnType<typeof startLocalChain>> | undefined
  try {
    chain = await startLocalChain(30)
    await psql(server.url, 'CREATE DATABASE gatehouse_bench')
    const databaseUrl = server.url.replace(/\/postgres$/, '/gatehouse_bench')
    const configPath = join(dir, 'cloud.json')
    await writeFile(
      configPath,
      JSON.stringify({
        chains: [benchChain(chain.rpcUrl)],
        // The load comes from one address; the limit is not what is measured here.
        rateLimits: { analyticsEventsPerMinute: 1_000_000_000 },
      }),
    )
    const start = async () => {
      const cli = runCloudCli({ PORT: '0', DATABASE_URL: databaseUrl, GATEHOUSE_CLOUD_CONFIG: configPath })
      instances.push(cli)
      const url = await cloudCliUrl(cli)
      await waitReady(url)
      return { cli, url, port: Number(new URL(url).port) }
    }

    const account = chain.senderAddress
    const routes: [string, string][] = [
      ['config', '/appkit/v1/config?projectId=bench'],
      ['catalogue page', '/getWallets?projectId=bench&page=2&entries=40'],
      ['search', '/getWallets?projectId=bench&search=me&entries=40'],
      ['balance', `/v1/account/${account}/balance?currency=usd&chainId=eip155:31337`],
      ['history', `/v1/account/${account}/history?chainId=eip155:31337`],
    ]
    write(`apps/cloud load, ${seconds} s per route, 10 connections, PostgreSQL ${server.url.split('@')[1]}`)

    const first = await start()
    const one: RouteFigures[] = []
    for (const [name, path] of routes) one.push(await loadRoute(first.url, name, path, seconds))
    write(figuresTable('one instance', one))

    const second = await start()
    const proxy = await startRoundRobinProxy([first.port, second.port])
    const two: RouteFigures[] = []
    for (const [name, path] of routes) two.push(await loadRoute(proxy.url, name, path, seconds))
    write(figuresTable('two instances behind a round-robin proxy', two))

    const failover = await walletConnectFailover(proxy.url.replace('http', 'ws'), async () => {
      first.cli.kill('SIGKILL')
      await first.cli.exited
    })
    write(
      `WalletConnect session, instance killed: ${failover.signed && failover.sessionKept ? 'kept' : 'LOST'}; ` +
        `a client noticed after ${Math.round(failover.noticedMs)} ms, personal_sign answered ` +
        `${Math.round(failover.signedMs)} ms after the kill`,
    )

    const third = await start()
    await proxy.close()
    const restartProxy = await startRoundRobinProxy([second.port, third.port])
    const restart = await databaseRestartUnderLoad({
      baseUrl: restartProxy.url,
      databaseUrl,
      stopDatabase: server.stop,
      startDatabase: server.start,
      seconds: 12,
      stopAtMs: 3_000,
      startAtMs: 6_000,
    })
    await restartProxy.close()
    write(
      'database stopped at 3 s and started at 6 s of 12 s of POST /e (8 workers, two instances):\n' +
        `  answers by status ${JSON.stringify(restart.statuses)}\n` +
        `  failures ${JSON.stringify(restart.failures)}\n` +
        `  acknowledged ${restart.acknowledged}, in the database ${restart.keptOfAcknowledged}; ` +
        `first 202 ${restart.firstAcceptedAfterRestartMs} ms after the server was back`,
    )
    const unclear = Object.keys(restart.statuses).filter((status) => status !== '202' && status !== '503')
    if (!failover.signed || !failover.sessionKept)
      throw new Error('the WalletConnect session did not survive')
    if (restart.keptOfAcknowledged !== restart.acknowledged) throw new Error('acknowledged events were lost')
    if (unclear.length > 0)
      throw new Error(`answers other than 202 and 503 during the outage: ${unclear.join(', ')}`)
  } finally {
    for (const cli of instances) cli.kill('SIGKILL')
    await chain?.stop()
    await server.destroy()
    await rm(dir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:cloud failed: ${error instanceof Error ? error.stack : String(error)}\n`)
  process.exitCode = 1
})
