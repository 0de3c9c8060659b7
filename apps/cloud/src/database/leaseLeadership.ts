import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { isConnectionError } from './DatabaseUnavailableError'
import { withinDeadline } from './queryDeadline'

/** How long a lead lasts without its holder renewing it, in milliseconds, by default. */
export const defaultLeaseMs = 5_000

/** How often a holder renews its lease, and the others try to take it: at most every second. */
export const leaseBeatMs = (leaseMs: number) => Math.min(1_000, Math.max(50, Math.floor(leaseMs / 4)))

// Takes the lease, or renews it, in one statement: when nobody holds it, when this holder does, when
// it expired (its holder hangs: frozen, stalled, cut off) or when the holder's session is gone (it
// died; the server ended its backend). The expiry is the server's clock, so instances' clocks may differ.
const claimSql = `
  INSERT INTO cloud_leases AS lease (name, holder, holder_pid, expires_at)
  VALUES ($1, $2, pg_backend_pid(), clock_timestamp() + $3 * interval '1 millisecond')
  ON CONFLICT (name) DO UPDATE
    SET holder = excluded.holder, holder_pid = excluded.holder_pid, expires_at = excluded.expires_at
    WHERE lease.holder = excluded.holder
       OR lease.expires_at < clock_timestamp()
       OR NOT EXISTS (SELECT 1 FROM pg_stat_activity WHERE pid = lease.holder_pid)
  RETURNING holder`

/**
 * Competes for the lease `name` on a session of its own (made by `connect`), renewing it every beat
 * while it holds it: `onLead` when this instance gets it, `onLost` when it can no longer be sure it
 * holds it (a renewal that did not succeed within `leaseMs` of the last good one, another holder, a
 * lost session), after which it competes again. A holder that hangs loses the lease `leaseMs` after
 * its last renewal; one that dies, at the others' next beat.
 */
export function holdLease(options: {
  name: string
  leaseMs: number
  connect: () => Promise<pg.Client>
  onLead: () => void
  onLost: () => void
}): { close(): Promise<void> } {
  const { name, leaseMs } = options
  const beatMs = leaseBeatMs(leaseMs)
  const holder = randomUUID()
  let session: pg.Client | undefined
  let leading = false
  // performance.now() when the last successful claim was sent: the server's expiry is later than this
  // plus leaseMs, so up to then no other instance can have taken the lease (unless this session died).
  let claimedAt = -Infinity
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  const lose = () => {
    if (!leading) return
    leading = false
    options.onLost()
  }
  const drop = (client: pg.Client) => {
    if (session === client) session = undefined
    client.end().catch(() => undefined)
    // Without its session the lease is up for grabs at once (the others see its backend gone).
    lose()
  }

  async function beat(): Promise<void> {
    // After a hang (this process frozen, its event loop stalled) the lease may be someone else's already.
    if (performance.now() - claimedAt >= leaseMs) lose()
    let client = session
    try {
      if (!client) {
        const connecting = options.connect()
        // A connection that comes after its deadline, or after close(), is ended rather than kept.
        connecting.catch(() => undefined)
        client = await withinDeadline(connecting, beatMs * 2).catch((error: unknown) => {
          void connecting.then((late) => late.end()).catch(() => undefined)
          throw error
        })
        if (stopped) {
          await client.end().catch(() => undefined)
          return
        }
        const connected = client
        connected.on('error', () => drop(connected))
        connected.on('end', () => drop(connected))
        session = connected
      }
      const sent = performance.now()
      const { rows } = await withinDeadline(client.query(claimSql, [name, holder, leaseMs]), beatMs * 2, () =>
        drop(client as pg.Client),
      )
      if (stopped) return
      if (rows.length === 0) return lose()
      claimedAt = sent
      if (!leading) {
        leading = true
        options.onLead()
      }
    } catch (error) {
      // The server is away or slow: keep trying; the lease is kept until leaseMs after the last claim.
      if (client && isConnectionError(error)) drop(client)
    }
  }

  const loop = async () => {
    await beat()
    if (!stopped) {
      timer = setTimeout(loop, beatMs)
      timer.unref()
    }
  }
  void loop()

  return {
    async close() {
      stopped = true
      clearTimeout(timer)
      const client = session
      session = undefined
      if (!client) return
      // Handed over at once rather than when it expires.
      if (leading)
        await withinDeadline(
          client.query('DELETE FROM cloud_leases WHERE name = $1 AND holder = $2', [name, holder]),
          beatMs * 2,
        ).catch(() => undefined)
      leading = false
      await client.end().catch(() => undefined)
    },
  }
}
