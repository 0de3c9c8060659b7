import pg from 'pg'
import { defaultLeaseMs, holdLease, leaseBeatMs } from './leaseLeadership'
import { asUnavailable, DatabaseTimeoutError, isConnectionError } from './DatabaseUnavailableError'
import { defaultDatabaseTimeoutMs, withinDeadline } from './queryDeadline'
import type { CloudDatabase, SqlQueries, SqlResult } from './SqlDatabase'

/** How many connections one instance keeps to the server at most. */
const poolSize = 10
// A server that does not answer the handshake within this is reported unavailable (503), not waited on.
const connectTimeoutMs = 5_000
// How soon a lost listening or lock session tries the server again.
const reconnectMs = 500
// The server cancels a statement at statement_timeout, which keeps the connection; the client's own
// deadline a little later catches a server that cannot answer at all (frozen, or the network gone).
const clientMarginMs = 250

// bigint (int8, oid 20) as a number, as PGlite answers: the values kept here (times in ms, block
// numbers, counts) stay far below 2^53. Every other type keeps pg's parser.
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
}

function resultOf<TRow>(result: pg.QueryResult): SqlResult<TRow> {
  return { rows: result.rows as TRow[], affectedRows: result.rowCount ?? 0 }
}

/** A connection taken from the pool, and what went wrong on it (it is dropped rather than reused then). */
interface Lease {
  client: pg.PoolClient
  broken?: Error
}

/**
 * Runs one statement on `lease` within `timeoutMs` (plus the margin) of `since`. Late, the connection
 * is marked broken (the pool closes it, which also ends the statement's wait) and the statement fails
 * with a DatabaseTimeoutError.
 */
async function statement(
  lease: Lease,
  timeoutMs: number,
  since: number,
  sql: string,
  params?: readonly unknown[],
): Promise<pg.QueryResult> {
  const left = timeoutMs + clientMarginMs - (performance.now() - since)
  try {
    return await withinDeadline(
      lease.client.query(sql, params as unknown[] | undefined),
      left,
      () => {
        lease.broken = new DatabaseTimeoutError(timeoutMs)
        // Cuts the socket: a frozen server would otherwise keep the statement (and the connection) forever.
        lease.client.release(lease.broken)
      },
      timeoutMs,
    )
  } catch (error) {
    // A lost connection is dropped from the pool; one whose statement the server cancelled is not.
    if (!lease.broken && isConnectionError(error)) lease.broken = error as Error
    throw asUnavailable(error, timeoutMs)
  }
}

function queriesOn(lease: Lease, timeoutMs: number): SqlQueries {
  return {
    query: async <TRow>(sql: string, params?: readonly unknown[]) =>
      resultOf<TRow>(await statement(lease, timeoutMs, performance.now(), sql, params)),
    exec: async (sql) => {
      await statement(lease, timeoutMs, performance.now(), sql)
    },
  }
}

/**
 * A session of its own on the server that comes back after a lost connection: `start` runs on each
 * new connection (LISTEN, taking a lock), `onLost` when it goes.
 */
function keptSession(
  url: string,
  start: (client: pg.Client) => Promise<void>,
  onLost: () => void,
  isClosed: () => boolean,
): { close(): Promise<void> } {
  let client: pg.Client | undefined
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  function retry(): void {
    if (stopped || isClosed()) return
    timer = setTimeout(connect, reconnectMs)
    timer.unref()
  }

  function connect(): void {
    const session = new pg.Client({
      connectionString: url,
      types: typeParsers,
      connectionTimeoutMillis: connectTimeoutMs,
    })
    client = session
    let lost = false
    const lose = () => {
      if (lost) return
      lost = true
      client = undefined
      session.end().catch(() => undefined)
      onLost()
      retry()
    }
    session.on('error', lose)
    session.on('end', lose)
    session
      .connect()
      .then(() => start(session))
      .catch(lose)
  }

  connect()
  return {
    async close() {
      stopped = true
      clearTimeout(timer)
      await client?.end().catch(() => undefined)
    },
  }
}

/**
 * The service's database on a PostgreSQL server (`DATABASE_URL`), through a pool of `pg`
 * connections. Several instances may share it: notifications travel by LISTEN/NOTIFY on a session
 * of their own, and the lead is a lease renewed from another (see holdLease), which another instance
 * takes over when its holder stops renewing it (it hangs) or its session ends (it died).
 */
export async function postgresDatabase(
  url: string,
  options: {
    /** How long a statement may take, and a request wait for a connection, in milliseconds. */
    timeoutMs?: number
    /** How long a lead (see `lead`) lasts without its holder renewing it, in milliseconds. */
    leaseMs?: number
  } = {},
): Promise<CloudDatabase> {
  const timeoutMs = options.timeoutMs ?? defaultDatabaseTimeoutMs
  const leaseMs = options.leaseMs ?? defaultLeaseMs
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: typeParsers,
    // Waiting for a free connection counts against the deadline (acquire gives up first); a new
    // connection's handshake gets a little longer, since it may serve a later request.
    connectionTimeoutMillis: timeoutMs + 2 * clientMarginMs,
    statement_timeout: timeoutMs,
    // A server that vanished without closing the connection is noticed by TCP within seconds.
    keepAlive: true,
    keepAliveInitialDelayMillis: 1_000,
  })
  // An idle connection the server dropped must not take the process down; the next query reconnects.
  pool.on('error', () => undefined)
  let closed = false
  let closing: Promise<void> | undefined
  const sessions: { close(): Promise<void> }[] = []
  const channels = new Map<string, { onMessage: (payload: string) => void; onListening?: () => void }[]>()
  let listening: { close(): Promise<void> } | undefined

  /** A connection from the pool within the deadline; one that arrives late goes back to the pool. */
  async function acquire(limitMs: number): Promise<Lease> {
    const connecting = pool.connect()
    try {
      return { client: await withinDeadline(connecting, limitMs + clientMarginMs, undefined, limitMs) }
    } catch (error) {
      if (error instanceof DatabaseTimeoutError)
        connecting.then(
          (client) => client.release(),
          () => undefined,
        )
      throw asUnavailable(error)
    }
  }

  /** Runs `work` on one connection from the pool and hands it back (dropped when it broke). */
  async function onConnection<T>(
    limitMs: number,
    work: (lease: Lease, since: number) => Promise<T>,
  ): Promise<T> {
    const since = performance.now()
    const lease = await acquire(limitMs)
    try {
      return await work(lease, since)
    } finally {
      // A statement that ran late released its connection already.
      if (!(lease.broken instanceof DatabaseTimeoutError)) lease.client.release(lease.broken)
    }
  }

  const database: CloudDatabase = {
    kind: 'postgres',

    query: <TRow>(sql: string, params?: readonly unknown[]) =>
      onConnection(timeoutMs, async (lease, since) =>
        resultOf<TRow>(await statement(lease, timeoutMs, since, sql, params)),
      ),

    exec: (sql) =>
      onConnection(timeoutMs, async (lease, since) => {
        await statement(lease, timeoutMs, since, sql)
      }),

    transaction: (work, options) => {
      const limitMs = options?.timeoutMs ?? timeoutMs
      return onConnection(limitMs, async (lease, since) => {
        await statement(lease, limitMs, since, 'BEGIN')
        try {
          // The connection's statement_timeout is the default deadline; this transaction has its own.
          if (limitMs !== timeoutMs)
            await statement(lease, limitMs, performance.now(), `SET LOCAL statement_timeout = ${limitMs}`)
          const result = await work(queriesOn(lease, limitMs))
          await statement(lease, limitMs, performance.now(), 'COMMIT')
          return result
        } catch (error) {
          if (!lease.broken)
            await statement(lease, limitMs, performance.now(), 'ROLLBACK').catch(() => undefined)
          throw error
        }
      })
    },

    async notify(channel, payload) {
      await database.query('SELECT pg_notify($1, $2)', [channel, payload])
    },

    listen(channel, onMessage, onListening) {
      const list = channels.get(channel) ?? []
      list.push({ onMessage, ...(onListening ? { onListening } : {}) })
      channels.set(channel, list)
      if (listening) {
        // Started already: restart it so the new channel is listened to from its next connection.
        const previous = listening
        listening = undefined
        void previous.close()
      }
      listening = keptSession(
        url,
        async (client) => {
          client.on('notification', (message) => {
            for (const entry of channels.get(message.channel) ?? []) entry.onMessage(message.payload ?? '')
          })
          for (const name of channels.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(name)}`)
          for (const entries of channels.values()) for (const entry of entries) entry.onListening?.()
        },
        () => undefined,
        () => closed,
      )
    },

    lead(name, onLead, onLost) {
      sessions.push(
        holdLease({
          name,
          leaseMs,
          onLead: () => {
            if (!closed) onLead()
          },
          onLost,
          connect: async () => {
            const client = new pg.Client({
              connectionString: url,
              types: typeParsers,
              connectionTimeoutMillis: connectTimeoutMs,
              statement_timeout: leaseBeatMs(leaseMs) * 2,
              // A server gone without closing the connection is noticed by TCP, not only by the lease.
              keepAlive: true,
              keepAliveInitialDelayMillis: 1_000,
            })
            await client.connect()
            return client
          },
        }),
      )
    },

    async ping() {
      await database.query('SELECT 1')
    },

    close() {
      closed = true
      closing ??= (async () => {
        await listening?.close()
        await Promise.all(sessions.map((session) => session.close()))
        await pool.end()
      })()
      return closing
    },
  }
  return database
}
