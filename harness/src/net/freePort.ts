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

/**
 * A port nothing listens on now, on 127.0.0.1, below Linux's ephemeral range (32768 and up): no other
 * process's `listen(0)` is handed it before the test binds it, also again after a restart.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = await probe(20_000 + Math.floor(Math.random() * 12_768))
    if (port) return port
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
