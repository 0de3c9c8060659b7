import { Agent, request } from 'undici'
import { afterAll, describe, expect, it } from 'vitest'
import { cloudCliUrl, runCloudCli, type CloudCli } from '@gatehouse/harness/cloud'
import { openRawRelayClient } from '@gatehouse/harness/walletconnect'
import { onPostgres } from '../test/testDatabase'
import { idleCloseMs } from './http/closeGracefully'

const drainDelayMs = 1_000

interface Outcome {
  /** performance.now() when the request was sent and when its answer (or failure) came. */
  sent: number
  done: number
  path: string
  status?: number
  error?: string
}

/** The code of a failed request: ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET (the other side closed)… */
function codeOf(error: unknown): string {
  let cause: unknown = error
  while (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string' && code !== 'UND_ERR_SOCKET') return code
    if (code === 'UND_ERR_SOCKET') return `${code}: ${cause.message}`
    cause = cause.cause
  }
  return String(error)
}

// The command line as its own process (PGlite in memory), its shutdown under steady keep-alive load:
// a drain must not reset one request, and every request it accepted must get its answer.
describe.runIf(!onPostgres)('the command line stopped with SIGTERM under load', () => {
  let cli: CloudCli | undefined
  afterAll(() => cli?.kill('SIGKILL'))

  it('keeps serving for the drain delay with /readyz at 503, then closes without a reset', async () => {
    cli = runCloudCli({ PORT: '0', GATEHOUSE_CLOUD_DRAIN_DELAY_MS: String(drainDelayMs) })
    const url = await cloudCliUrl(cli)
    const relay = await openRawRelayClient(url.replace(/^http/, 'ws'))
    const relayClosed = new Promise<number>((resolve) => relay.socket.once('close', resolve))
    // Keep-alive connections, each used over and over: the ones a shutdown may reset.
    const agent = new Agent({ connections: 8, keepAliveTimeout: 10_000 })
    const outcomes: Outcome[] = []
    let stopped = false
    const paths = ['/appkit/v1/config?projectId=p', '/getWallets?projectId=p&page=1&entries=4', '/readyz']
    const worker = async (index: number) => {
      for (let round = 0; !stopped; round += 1) {
        const path = paths[(index + round) % paths.length] ?? '/healthz'
        const outcome: Outcome = { sent: performance.now(), done: 0, path }
        try {
          const answer = await request(`${url}${path}`, { dispatcher: agent })
          await answer.body.text()
          outcome.status = answer.statusCode
        } catch (error) {
          outcome.error = codeOf(error)
        }
        outcome.done = performance.now()
        outcomes.push(outcome)
        // The port is closed: the shutdown is past accepting connections.
        if (outcome.error === 'ECONNREFUSED') return
      }
    }
    // When this process could not run (a busy machine deschedules it): its connections sat idle then.
    const stalls: { from: number; to: number }[] = []
    let tick = performance.now()
    const monitor = setInterval(() => {
      const now = performance.now()
      if (now - tick > 100) stalls.push({ from: tick, to: now })
      tick = now
    }, 10)
    const workers = Array.from({ length: 8 }, (_, index) => worker(index))
    await new Promise((resolve) => setTimeout(resolve, 1_000))

    // The service's own process (tsx runs it as a child): tsx, signalled as well, would SIGKILL a child
    // that does not report the signal back within 30 ms, which a busy machine can miss.
    const pid = Number(/"pid":(\d+)/.exec(cli.output.stdout)?.[1])
    const signalled = performance.now()
    process.kill(pid, 'SIGTERM')
    const exitCode = await cli.exited
    const exited = performance.now()
    stopped = true
    await Promise.all(workers)
    await agent.close()
    clearInterval(monitor)

    const after = outcomes.filter((outcome) => outcome.sent > signalled)
    const failed = outcomes.filter((outcome) => outcome.error !== undefined)
    const refused = failed.filter((outcome) => outcome.error === 'ECONNREFUSED')
    const drainMs = exited - signalled
    process.stdout.write(
      `drain: exit ${drainMs.toFixed(0)} ms after SIGTERM (drain delay ${drainDelayMs} ms); ` +
        `${outcomes.length} requests, ${after.length} sent after SIGTERM, ` +
        `${refused.length} refused once the port closed, ${failed.length - refused.length} other failures; ` +
        `this process stalled ${stalls.length} times (longest ${Math.max(0, ...stalls.map((stall) => stall.to - stall.from)).toFixed(0)} ms)\n`,
    )
    expect(exitCode).toBe(0)
    // Not one request reset or cut: each one sent got its answer, or was refused a connection. The one
    // exception HTTP allows: a keep-alive connection its client left idle (here: while this process
    // could not run) may be closed, and a request the client then sends on it fails; the service
    // closes none idle for less than idleCloseMs.
    const afterClientStall = (outcome: Outcome) =>
      stalls.some((stall) => stall.to <= outcome.sent + 5 && stall.to >= outcome.sent - idleCloseMs)
    const reset = failed.filter((outcome) => outcome.error !== 'ECONNREFUSED')
    expect(reset.filter((outcome) => !afterClientStall(outcome))).toEqual([])
    expect(outcomes.every((outcome) => outcome.error !== undefined || outcome.status !== undefined)).toBe(
      true,
    )
    // During the drain delay: not ready, yet still serving the rest.
    const draining = after.filter((outcome) => outcome.done < signalled + drainDelayMs - 200)
    expect(
      draining.filter((outcome) => outcome.path === '/readyz').map((outcome) => outcome.status),
    ).toContain(503)
    expect(
      draining.filter((outcome) => outcome.path !== '/readyz').every((outcome) => outcome.status === 200),
    ).toBe(true)
    expect(draining.filter((outcome) => outcome.path !== '/readyz').length).toBeGreaterThan(10)
    expect(drainMs).toBeGreaterThanOrEqual(drainDelayMs)
    // The relay's clients hear "going away" and reconnect elsewhere.
    expect(await relayClosed).toBe(1001)
  })
})
