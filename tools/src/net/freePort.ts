import { createServer } from 'node:net'

/** A TCP port on 127.0.0.1 that is free right now (for a service whose URL others need before it starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** The preferred port when nothing listens on it, else a free one. */
export function preferredPort(port: number): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(freePort()))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(port)))
  })
}
