import { createServer } from 'node:net'

import { freePort } from '@gatehouse/cloud/freePort'

// One implementation for the service's tests and the tools (apps/cloud/src/testing/freePort.ts).
export { freePort }

/** The preferred port when nothing listens on it, else a free one. */
export function preferredPort(port: number): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(freePort()))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(port)))
  })
}
