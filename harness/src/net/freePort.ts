import { createServer } from 'node:net'

/** Listens on `port` (0: any) of 127.0.0.1 and closes again; resolves with the port, or undefined if taken. */
function probe(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(undefined))
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : undefined))
    })
  })
}

/** The ports {@link freePort} picks from: below Linux's ephemeral range (32768 and up). */
const allPorts = { first: 20_000, last: 32_767 }

/**
 * The ports this process picks from: all of {@link allPorts}, or the share `GATEHOUSE_PORTS`
 * (`<first>-<last>`) names. Test workers that start stacks side by side each take a share of their
 * own, so two stacks never pick the same port between its probe and its listen.
 */
export function portRange(env: NodeJS.ProcessEnv = process.env): { first: number; last: number } {
  const share = /^(\d+)-(\d+)$/.exec(env.GATEHOUSE_PORTS ?? '')
  if (!share) return allPorts
  const first = Number(share[1])
  const last = Number(share[2])
  if (first < 1024 || last > 65_535 || last - first < 100) {
    throw new Error(`GATEHOUSE_PORTS=${env.GATEHOUSE_PORTS}: give at least 100 ports within 1024-65535`)
  }
  return { first, last }
}

/** The `index`-th of `count` equal shares of the free-port range (index from 0), as `GATEHOUSE_PORTS` wants it. */
export function portShare(index: number, count: number): string {
  const size = Math.floor((allPorts.last - allPorts.first + 1) / count)
  const first = allPorts.first + index * size
  return `${first}-${first + size - 1}`
}

/**
 * The suites that may run at the same time, each in a vitest process of its own (nx runs apps/cloud's
 * and tools' unit tests side by side): each takes its own part of the range, named by
 * `GATEHOUSE_PORT_GROUP` (its config's `test.env`). Each vitest process numbers its workers from 1,
 * so a worker's number alone would give two suites the same ports.
 */
export const portGroups = ['cloud', 'tools', 'e2e'] as const
export type PortGroup = (typeof portGroups)[number]

/** How many shares each group's part is cut into: more than any run has workers. */
export const workerPortShares = 4

/** The share (as `GATEHOUSE_PORTS` wants it) of test worker `worker` (from 1) of `group`. */
export function workerPorts(group: string | undefined, worker: number): string {
  const groupIndex = Math.max(0, portGroups.indexOf(group as PortGroup))
  const index = groupIndex * workerPortShares + ((worker - 1) % workerPortShares)
  return portShare(index, portGroups.length * workerPortShares)
}

/** The ports freePort handed out in this process, by range: not again until half the range has been. */
const handedOutByRange = new Map<string, Set<number>>()

/**
 * A port nothing listens on now, on 127.0.0.1, from {@link portRange} (below Linux's ephemeral range):
 * no other process's `listen(0)` is handed it before the test binds it, also again after a restart.
 */
export async function freePort(): Promise<number> {
  const { first, last } = portRange()
  // A stack picks all its ports before anything listens on them: without this, two picks of one start
  // could get the same port, nothing having taken the first yet.
  const range = `${first}-${last}`
  const handedOut = handedOutByRange.get(range) ?? new Set<number>()
  handedOutByRange.set(range, handedOut)
  if (handedOut.size > (last - first) / 2) handedOut.clear()
  for (let attempt = 0; attempt < 50; attempt++) {
    const candidate = first + Math.floor(Math.random() * (last - first + 1))
    if (handedOut.has(candidate)) continue
    const port = await probe(candidate)
    if (port) {
      handedOut.add(port)
      return port
    }
  }
  const port = await probe(0)
  if (!port) throw new Error('no free TCP port on 127.0.0.1')
  return port
}

/** `port` when nothing listens on it, else a free one: the documented ports of a person's run. */
export function preferredPort(port: number): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(freePort()))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(port)))
  })
}
