import pg from 'pg'
import { advisoryLockKey } from './advisoryLockKey'
import { asUnavailable } from './DatabaseUnavailableError'
import type { CloudDatabase, SqlQueries, SqlResult } from './SqlDatabase'

/** How many connections one instance keeps to the server at most. */
const poolSize = 10
// A server that does not answer the handshake within this is reported unavailable (503), not waited on.
const connectTimeoutMs = 5_000
// How soon a lost listening or lock session tries the server again.
const reconnectMs = 500

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

function queriesOf(run: (sql: string, params?: readonly unknown[]) => Promise<pg.QueryResult>): SqlQueries {
  return {
    query: async <TRow>(sql: string, params?: readonly unknown[]) => {
      try {
        return resultOf<TRow>(await run(sql, params))
      } catch (error) {
        throw asUnavailable(error)
      }
    },
    exec: async (sql) => {
      try {
        await run(sql)
      } catch (error) {
        throw asUnavailable(error)
      }
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
 * of their own, and the lead is a session advisory lock on another, which the server frees when the
 * holder's connection ends (its process died or lost the network).
 */
export async function postgresDatabase(url: string): Promise<CloudDatabase> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: typeParsers,
    connectionTimeoutMillis: connectTimeoutMs,
  })
  // An idle connection the server dropped must not take the process down; the next query reconnects.
  pool.on('error', () => undefined)
  let closed = false
  let closing: Promise<void> | undefined
  const sessions: { close(): Promise<void> }[] = []
  const channels = new Map<string, { onMessage: (payload: string) => void; onListening?: () => void }[]>()
  let listening: { close(): Promise<void> } | undefined

  const database: CloudDatabase = {
    kind: 'postgres',
    ...queriesOf((sql, params) => pool.query(sql, params as unknown[] | undefined)),

    async transaction(work) {
      let client: pg.PoolClient
      try {
        client = await pool.connect()
      } catch (error) {
        throw asUnavailable(error)
      }
      let broken: unknown
      try {
        await client.query('BEGIN')
        const result = await work(
          queriesOf((sql, params) => client.query(sql, params as unknown[] | undefined)),
        )
        await client.query('COMMIT')
        return result
      } catch (error) {
        const unavailable = asUnavailable(error)
        if (unavailable !== error) broken = error
        else await client.query('ROLLBACK').catch((rollback: unknown) => (broken = rollback))
        throw unavailable
      } finally {
        // A connection that failed is dropped from the pool rather than handed out again.
        client.release(broken instanceof Error ? broken : undefined)
      }
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
        keptSession(
          url,
          async (client) => {
            // Waits, without polling, until whoever holds the lock lets go or its connection ends.
            await client.query(`SELECT pg_advisory_lock(${advisoryLockKey('$1')})`, [name])
            if (!closed) onLead()
          },
          onLost,
          () => closed,
        ),
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
