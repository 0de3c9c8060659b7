import type { PGlite } from '@electric-sql/pglite'
import type { CloudDatabase, SqlQueries } from './SqlDatabase'

function queriesOf(connection: Pick<PGlite, 'query' | 'exec'>): SqlQueries {
  return {
    query: (sql, params) => connection.query(sql, params as unknown[] | undefined),
    exec: (sql) => connection.exec(sql),
  }
}

/**
 * The embedded database: one PGlite in this process, so it is the only instance. Notifications stay
 * in the process and the lead is taken at once.
 */
export function pgliteDatabase(database: PGlite): CloudDatabase {
  const listeners = new Map<string, Set<(payload: string) => void>>()
  return {
    kind: 'pglite',
    ...queriesOf(database),
    transaction: (work) => database.transaction((tx) => work(queriesOf(tx))),
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
      await database.query('SELECT 1')
    },
    close: async () => {
      if (!database.closed) await database.close()
    },
  }
}
