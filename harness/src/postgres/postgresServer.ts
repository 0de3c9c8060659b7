import { execFile, spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from '../net/freePort'

const run = promisify(execFile)

/** A PostgreSQL server of its own in a temporary directory (tests and benchmarks). */
export interface PostgresServer {
  /** `postgres://postgres@127.0.0.1:PORT/postgres`: the superuser on the default database. */
  url: string
  /** Stops the server (fast: open sessions are cut); its files stay, `start()` brings it back. */
  stop(): Promise<void>
  start(): Promise<void>
  /**
   * Freezes the server (SIGSTOP to the postmaster and every backend): connections stay open but
   * nothing answers, as with a hung machine. `thaw()` (SIGCONT) lets it run on.
   */
  freeze(): Promise<void>
  thaw(): Promise<void>
  /** Stops it and deletes its files. */
  destroy(): Promise<void>
}

/** The postmaster of the cluster in `data` and its children (the backends and helpers), by pid. */
async function serverProcessIds(data: string): Promise<number[]> {
  const postmaster = Number((await readFile(join(data, 'postmaster.pid'), 'utf8')).split('\n')[0])
  const children: number[] = []
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '')
    // pid (comm) state ppid ...: the name may hold spaces, so read after its closing parenthesis.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    if (ppid === postmaster) children.push(Number(entry))
  }
  return [postmaster, ...children]
}

/** The folder of Debian's PostgreSQL programs (the newest installed), or where PATH has initdb. */
export function postgresBinDir(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (versions[0]) return join(root, versions[0], 'bin')
  throw new Error(
    'PostgreSQL is not installed: the tests start their own server with initdb and pg_ctl from ' +
      `${root}/<version>/bin (Debian: apt-get install postgresql; .ci/run does it)`,
  )
}

/**
 * Creates a cluster with initdb in a new temporary directory and starts it on a free port of
 * 127.0.0.1 (durability off unless `durable`: fsync and synchronous commits, as nothing in the tests
 * must survive a power cut). PostgreSQL refuses to run as root, so as root it runs as the `postgres` user Debian's
 * package creates. About 0.7 s on the 2-core machine.
 */
export async function startPostgresServer(options: { durable?: boolean } = {}): Promise<PostgresServer> {
  const bin = postgresBinDir()
  const dir = await mkdtemp(join(tmpdir(), 'gatehouse-postgres-'))
  const asRoot = process.getuid?.() === 0
  const runAs = async (program: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args]
    return run(file, argv as string[], { maxBuffer: 4 * 1024 * 1024 })
  }
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: group } = await run('id', ['-g', 'postgres'])
    await chown(dir, Number(stdout.trim()), Number(group.trim()))
  }
  const data = join(dir, 'data')
  await runAs('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--locale=C.UTF-8',
  ])
  const port = await freePort()
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    ...(options.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    '-c max_connections=400',
  ].join(' ')
  const start = async () => {
    await runAs('pg_ctl', ['-D', data, '-o', serverOptions, '-l', join(dir, 'server.log'), '-w', 'start'])
  }
  const stop = async () => {
    await runAs('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
  }
  const signal = async (name: NodeJS.Signals) => {
    for (const pid of await serverProcessIds(data)) process.kill(pid, name)
  }
  await start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    async destroy() {
      await signal('SIGCONT').catch(() => undefined)
      await stop().catch(() => undefined)
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/** Runs `sql` on the server as its superuser through psql (no pool left open behind). */
export function psql(url: string, sql: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`psql: ${errors.trim()}`))))
  })
}
