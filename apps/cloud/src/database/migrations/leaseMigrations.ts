import type { Migration } from './Migration'

export const leases: Migration = {
  id: 13,
  name: 'leases',
  // Who leads a task among instances on one server (the chain indexer): a lease its holder renews
  // every second from a session of its own. Another instance takes it over once it expired (a holder
  // that hangs) or once the holder's session is gone (a holder that died); times are the server's.
  sql: `
      CREATE TABLE IF NOT EXISTS cloud_leases (
        name text PRIMARY KEY,
        holder text NOT NULL,
        holder_pid integer NOT NULL,
        expires_at timestamptz NOT NULL
      );`,
}
