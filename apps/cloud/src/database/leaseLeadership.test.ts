import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { newPostgresDatabase, onPostgres } from '../../test/testDatabase'
import { waitFor } from '@gatehouse/harness/net'
import { openCloudDatabase, type CloudDatabase } from './cloudDatabase'
import { leaseBeatMs } from './leaseLeadership'

const leaseMs = 1_500
const script = fileURLToPath(new URL('../../test/leaderProcess.ts', import.meta.url))

/** The leader process: its events so far, by time of arrival. */
function startLeader(databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LEASE_MS: String(leaseMs) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const events: { event: string; at: number }[] = []
  let buffered = ''
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString()
    const lines = buffered.split('\n')
    buffered = lines.pop() ?? ''
    for (const line of lines) {
      const parsed = JSON.parse(line) as { event?: string }
      if (parsed.event) events.push({ event: parsed.event, at: performance.now() })
    }
  })
  return { child, events }
}

/** An instance in this process competing for the same lead: when it got it. */
function compete(database: CloudDatabase) {
  const state = { ledAt: undefined as number | undefined, lost: 0 }
  database.lead(
    'test lead',
    () => (state.ledAt = performance.now()),
    () => (state.lost += 1),
  )
  return state
}

describe.runIf(onPostgres)('the lead among instances (a lease on the PostgreSQL server)', () => {
  const children: ChildProcess[] = []
  const databases: CloudDatabase[] = []
  afterEach(async () => {
    for (const child of children.splice(0)) {
      child.kill('SIGCONT')
      child.kill('SIGKILL')
    }
    await Promise.all(databases.splice(0).map((database) => database.close()))
  })

  it('passes to another instance when its holder hangs (SIGSTOP), and the holder knows it lost it', async () => {
    const databaseUrl = await newPostgresDatabase()
    const other = await openCloudDatabase({ databaseUrl, leaseMs })
    databases.push(other)
    const leader = startLeader(databaseUrl)
    children.push(leader.child)
    await waitFor(() => leader.events.some((e) => e.event === 'lead'), 'the leader process to lead', 60_000)
    const state = compete(other)
    // While the holder renews its lease, nobody else leads.
    await new Promise((resolve) => setTimeout(resolve, 2 * leaseMs))
    expect(state.ledAt).toBeUndefined()

    leader.child.kill('SIGSTOP')
    const frozen = performance.now()
    await waitFor(() => state.ledAt !== undefined, 'another instance to take over', 10_000)
    const takeover = (state.ledAt ?? 0) - frozen
    process.stdout.write(
      `lead taken over ${takeover.toFixed(0)} ms after its holder froze (lease ${leaseMs} ms)\n`,
    )
    expect(takeover).toBeGreaterThanOrEqual(leaseMs - leaseBeatMs(leaseMs))
    expect(takeover).toBeLessThan(leaseMs + 3 * leaseBeatMs(leaseMs))

    // Thawed, the old holder stops (its indexing ends) rather than lead alongside the new one.
    leader.child.kill('SIGCONT')
    await waitFor(
      () => leader.events.some((e) => e.event === 'lost'),
      'the old holder to know it lost the lead',
    )
    await new Promise((resolve) => setTimeout(resolve, 2 * leaseBeatMs(leaseMs)))
    expect(leader.events.filter((e) => e.event === 'lead')).toHaveLength(1)
    expect(state.lost).toBe(0)
  })

  it('passes to another instance at its next beat when its holder dies (SIGKILL)', async () => {
    const databaseUrl = await newPostgresDatabase()
    const other = await openCloudDatabase({ databaseUrl, leaseMs })
    databases.push(other)
    const leader = startLeader(databaseUrl)
    children.push(leader.child)
    await waitFor(() => leader.events.some((e) => e.event === 'lead'), 'the leader process to lead', 60_000)
    const state = compete(other)
    await new Promise((resolve) => setTimeout(resolve, leaseMs))
    expect(state.ledAt).toBeUndefined()

    leader.child.kill('SIGKILL')
    const killed = performance.now()
    await waitFor(() => state.ledAt !== undefined, 'another instance to take over', 10_000)
    const takeover = (state.ledAt ?? 0) - killed
    process.stdout.write(`lead taken over ${takeover.toFixed(0)} ms after its holder was killed\n`)
    // Its session is gone, so the lease is not waited out.
    expect(takeover).toBeLessThan(leaseMs)
  })
})
