import type { PGlite } from '@electric-sql/pglite'
import { DatabaseTimeoutError } from './DatabaseUnavailableError'
import { defaultDatabaseTimeoutMs, withinDeadline } from './queryDeadline'
import type { CloudDatabase, SqlQueries } from './SqlDatabase'

// PGlite runs one statement at a time: a statement waits behind whatever holds the database (a long
// transaction, a stuck one). The deadline bounds that wait; the statement itself cannot be taken
// back once queued, so a late write may still happen after its caller heard 503.
function queriesOf(connection: Pick<PGlite, 'query' | 'exec'>, timeoutMs: number): SqlQueries {
  return {
    query: (sql, params) => withinDeadline(connection.query(sql, params as unknown[] | undefined), timeoutMs),
    exec: (sql) => withinDeadline(connection.exec(sql), timeoutMs),
  }
}

/**
 * The embedded database: one PGlite in this process, so it is the only instance. Notifications stay
 * in the process and the lead is taken at once. Every statement answers within `timeoutMs` or fails
 * with a DatabaseTimeoutError.
 */
export function pgliteDatabase(database: PGlite, timeoutMs = defaultDatabaseTimeoutMs): CloudDatabase {
  const listeners = new Map<string, Set<(payload: string) => void>>()
  const queries = queriesOf(database, timeoutMs)
  return {
    kind: 'pglite',
    ...queries,
    transaction(work, options) {
      const limitMs = options?.timeoutMs ?? timeoutMs
      let late = false
      let begun = false
      const running = database.transaction(async (tx) => {
        // Its caller gave up waiting for the database: roll back rather than run unheard.
        if (late) throw new DatabaseTimeoutError(limitMs)
        begun = true
        return work(queriesOf(tx, limitMs))
      })
      // Waiting for the transaction to begin counts against the deadline; its statements each have one.
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          if (begun) return
          late = true
          reject(new DatabaseTimeoutError(limitMs))
        }, limitMs)
        running.then(
          (value) => {
            clearTimeout(timer)
            resolve(value)
          },
          (error: unknown) => {
            clearTimeout(timer)
            reject(error)
          },
        )
      })
    },
    async notify(channel, payload) {
      for (const onMessage of listeners.get(channel) ?? []) onMessage(payload)
    },
    listen(channel, onMessage, onListening) {
      const set = listeners.get(channel) ?? new Set()
      set.add(onMessage)
      listeners.set(channel, set)
      onListening?.()
    },
    lead(_name, onLead) {
      onLead()
    },
    async ping() {
      await queries.query('SELECT 1')
    },
    close: async () => {
      if (!database.closed) await database.close()
    },
  }
}
