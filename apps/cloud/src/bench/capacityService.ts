/**
 * The service under `npm run bench:capacity`, in a process of its own (forked with an IPC channel):
 * startCloud with every statement sent to the database counted (pg's `Client.query`, PGlite's
 * `query`, `exec` and a transaction's), so the parent reads exact counts and this process's own CPU
 * time (`process.cpuUsage()`) before and after each route. Nothing of this is in the service's code.
 */
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { startCloud } from '../startCloud'
import type { StartCloudOptions } from '../startCloudOptions'

const counts = { queries: 0, writes: 0, notifies: 0 }

function count(statement: unknown): void {
  const text = typeof statement === 'string' ? statement : (statement as { text?: string })?.text
  counts.queries++
  const head = (text ?? '').trimStart().slice(0, 12).toUpperCase()
  if (/^(INSERT|UPDATE|DELETE)/.test(head)) counts.writes++
  if (/NOTIFY|PG_NOTIFY/i.test(text ?? '')) counts.notifies++
}

const pgQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  count(args[0])
  return pgQuery.apply(this, args)
} as typeof pg.Client.prototype.query

type Queries = { query: (...args: unknown[]) => unknown; exec: (...args: unknown[]) => unknown }
function countQueriesOf(target: Queries): void {
  const { query, exec } = target
  target.query = function (this: unknown, ...args: unknown[]) {
    count(args[0])
    return query.apply(this, args)
  }
  target.exec = function (this: unknown, ...args: unknown[]) {
    count(args[0])
    return exec.apply(this, args)
  }
}
const pglite = PGlite.prototype as unknown as Queries & {
  transaction: (work: (tx: Queries) => unknown) => unknown
}
countQueriesOf(pglite)
const transaction = pglite.transaction
pglite.transaction = function (this: unknown, work: (tx: Queries) => unknown) {
  return transaction.call(this, (tx: Queries) => {
    countQueriesOf(tx)
    return work(tx)
  })
}

type Request = { type: 'start'; options: StartCloudOptions } | { type: 'stats' } | { type: 'close' }

let cloud: Awaited<ReturnType<typeof startCloud>> | undefined
process.on('message', (message: Request) => {
  void (async () => {
    if (message.type === 'start') {
      cloud = await startCloud(message.options)
      process.send?.({ type: 'started', url: cloud.url })
    } else if (message.type === 'stats') {
      const cpu = process.cpuUsage()
      process.send?.({ type: 'stats', cpuMicros: cpu.user + cpu.system, ...counts })
    } else {
      await cloud?.close()
      process.send?.({ type: 'closed' }, () => process.exit(0))
    }
  })().catch((error: unknown) => {
    process.stderr.write(`capacity service: ${error instanceof Error ? error.stack : String(error)}\n`)
    process.exit(1)
  })
})
