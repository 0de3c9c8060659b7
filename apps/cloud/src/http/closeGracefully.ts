import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { Server as NetServer, type Socket } from 'node:net'

/** How long a shutdown waits for requests under way before it cuts their connections. */
export const defaultShutdownGraceMs = 10_000

/**
 * A keep-alive connection idle this long when the shutdown starts (or after its last answer) is
 * closed; before that, its client may be sending the next request on it this very moment, and
 * closing it then would reset that request. A request that does come gets `Connection: close`.
 */
export const idleCloseMs = 250

interface Connection {
  /** Requests whose answers are not sent yet. */
  busy: number
  /** When the last answer was sent (or the connection opened), in performance.now() milliseconds. */
  idleSince: number
  ending: boolean
}

interface Tracked {
  connections: Map<Socket, Connection>
  answering: Set<ServerResponse>
  draining: boolean
}

const tracked = new WeakMap<Server, Tracked>()

/**
 * Keeps count of `server`'s connections and the answers under way on each, for closeGracefully. Call
 * it once, right after creating the server, before it listens.
 */
export function trackConnections(server: Server): void {
  const state: Tracked = { connections: new Map(), answering: new Set(), draining: false }
  tracked.set(server, state)
  server.on('connection', (socket: Socket) => {
    state.connections.set(socket, { busy: 0, idleSince: performance.now(), ending: false })
    socket.once('close', () => state.connections.delete(socket))
  })
  // A WebSocket is never idle here: the relay closes it with its own close frame.
  server.on('upgrade', (request: IncomingMessage, socket: Socket) => {
    // Nobody else takes upgrades any more (the relay closed): refuse it, as Node does with no listener.
    if (server.listenerCount('upgrade') === 1) return socket.destroy()
    const connection = state.connections.get(request.socket)
    if (connection) connection.busy += 1
  })
  // Ahead of the server's own request listener (Fastify's), which may answer before returning.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = state.connections.get(request.socket)
    if (connection) connection.busy += 1
    state.answering.add(response)
    // Node closes the connection once this answer is sent, and the client knows not to reuse it.
    if (state.draining) response.setHeader('Connection', 'close')
    response.once('close', () => {
      state.answering.delete(response)
      if (!connection) return
      connection.busy -= 1
      connection.idleSince = performance.now()
    })
  })
}

/**
 * Stops accepting connections and drains the open ones without resetting any: every answer not yet
 * sent carries `Connection: close` (Node closes the connection after it, and the client does not
 * reuse it), a keep-alive connection idle for `idleCloseMs` is closed with a FIN, and requests under
 * way finish. Whatever still runs after `graceMs` is cut. Resolves when no connection is left.
 *
 * Node's own `server.close()` is not used: it closes every idle keep-alive connection at once, which
 * resets the requests clients are sending on them at that moment.
 */
export async function closeGracefully(server: Server, graceMs = defaultShutdownGraceMs): Promise<void> {
  const state = tracked.get(server)
  if (!state) throw new Error('closeGracefully needs trackConnections(server) when the server is created')
  state.draining = true
  for (const response of state.answering) if (!response.headersSent) response.setHeader('Connection', 'close')
  // Stops listening only; connections stay until they close. (http.Server's close also closes idle ones.)
  const closed = new Promise<void>((resolve) => {
    NetServer.prototype.close.call(server, () => resolve())
  })
  let lastLook = performance.now()
  const closeIdle = () => {
    const now = performance.now()
    // Late by much: this process could not run (a busy machine), and a request that arrived meanwhile
    // is still unread in its socket. Timers run before reads, so look again once the reads have run.
    const late = now - lastLook > 100
    lastLook = now
    if (late) return
    for (const [socket, connection] of state.connections)
      if (connection.busy === 0 && !connection.ending && now - connection.idleSince >= idleCloseMs) {
        connection.ending = true
        socket.end()
      }
  }
  closeIdle()
  const idle = setInterval(closeIdle, 25)
  const deadline = setTimeout(() => {
    for (const socket of state.connections.keys()) socket.destroy()
  }, graceMs)
  try {
    await closed
  } finally {
    clearInterval(idle)
    clearTimeout(deadline)
  }
}
