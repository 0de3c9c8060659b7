/**
 * A process that competes for a lead on a PostgreSQL server and says so on stdout, one JSON line per
 * event: `{"pid"}` once, then `{"event":"lead"}` and `{"event":"lost"}`. For the tests that freeze
 * (SIGSTOP) or kill the holder. Environment: DATABASE_URL, LEASE_MS, LEAD_NAME.
 */
import { openCloudDatabase } from '../src/database/cloudDatabase'

const say = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`)
const database = await openCloudDatabase({
  databaseUrl: process.env.DATABASE_URL,
  leaseMs: Number(process.env.LEASE_MS),
})
say({ pid: process.pid })
database.lead(
  process.env.LEAD_NAME ?? 'test lead',
  () => say({ event: 'lead' }),
  () => say({ event: 'lost' }),
)
