import pg from 'pg'

/**
 * The PostgreSQL side of the relay's fan-out, measured apart from any route: how fast commits go
 * through with and without a NOTIFY (see the README's "Capacity").
 */
/**
 * How many autocommit statements a second `sessions` sessions get through for `seconds`: a plain
 * INSERT (commits flush the WAL together, group commit) against a NOTIFY (every notifying commit
 * takes one database-wide lock and keeps it to the end of its commit, so they go one at a time).
 * Wall-clock figures: on a busy machine read the ratio of 8 sessions to 1, not the rates.
 */
async function commitRate(databaseUrl: string, statement: string, sessions: number, seconds: number) {
  const clients = await Promise.all(
    Array.from({ length: sessions }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      return client
    }),
  )
  const listener = new pg.Client({ connectionString: databaseUrl })
  await listener.connect()
  await listener.query('LISTEN gatehouse_capacity_probe')
  let done = 0
  const until = performance.now() + seconds * 1000
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < until) {
        await client.query(statement)
        done++
      }
    }),
  )
  await Promise.all([...clients, listener].map((client) => client.end()))
  return Math.round(done / seconds)
}

export async function notifyCeiling(databaseUrl: string) {
  const setup = new pg.Client({ connectionString: databaseUrl })
  await setup.connect()
  await setup.query('CREATE TABLE IF NOT EXISTS capacity_probe (id bigserial PRIMARY KEY, topic text)')
  await setup.end()
  const insert = "INSERT INTO capacity_probe (topic) VALUES ('t')"
  // As a mailbox row and its notice would be if they were one transaction.
  const insertAndNotify = `BEGIN; ${insert}; NOTIFY gatehouse_capacity_probe, 't'; COMMIT`
  const notify = "NOTIFY gatehouse_capacity_probe, 'a topic of 64 hex digits'"
  const figures = {
    insertCommitsPerSecond1: await commitRate(databaseUrl, insert, 1, 2),
    insertCommitsPerSecond8: await commitRate(databaseUrl, insert, 8, 2),
    notifyCommitsPerSecond1: await commitRate(databaseUrl, notify, 1, 2),
    notifyCommitsPerSecond8: await commitRate(databaseUrl, notify, 8, 2),
    insertAndNotifyCommitsPerSecond1: await commitRate(databaseUrl, insertAndNotify, 1, 2),
    insertAndNotifyCommitsPerSecond8: await commitRate(databaseUrl, insertAndNotify, 8, 2),
  }
  return figures
}
