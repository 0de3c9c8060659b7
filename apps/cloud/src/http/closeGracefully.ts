import type { Server } from 'node:http'

/** How long a shutdown waits for requests under way before it cuts their connections. */
export const defaultShutdownGraceMs = 10_000

/**
 * Stops listening and lets the requests under way finish: idle keep-alive connections are closed at
 * once and each busy one as soon as its answer is sent; whatever still runs after `graceMs` is cut.
 * Resolves when no connection is left.
 */
export async function closeGracefully(server: Server, graceMs = defaultShutdownGraceMs): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  server.closeIdleConnections()
  // A connection that finished its answer is idle from then on; close it rather than wait for the client.
  const idle = setInterval(() => server.closeIdleConnections(), 25)
  const deadline = setTimeout(() => server.closeAllConnections(), graceMs)
  try {
    await closed
  } finally {
    clearInterval(idle)
    clearTimeout(deadline)
  }
}
