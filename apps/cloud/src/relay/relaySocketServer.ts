import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer, type RawData } from 'ws'
import { Timing } from '@gatehouse/common'
import { clientIdFromUrl } from './clientIdentity'
import { RpcErrorCode } from '@gatehouse/common'
import { errorFrame, parseFrame, resultFrame } from './jsonRpc'
import { newRelayConnection, type RelayConnection, type RelayHub } from './relayHub'
import { runRelayMethod } from './relayMethods'
import { log } from '../logging/log'

/** Largest frame a client may send; WalletConnect envelopes are far smaller. */
const maxFrameBytes = 5 * 1024 * 1024

/** The WebSocket side of the relay, sharing the HTTP server's port. */
export interface RelaySocketServer {
  /** Open sockets right now. */
  readonly connectionCount: number
  /** Closes every socket and stops the heartbeat. */
  close(): Promise<void>
}

/**
 * Accepts WebSocket upgrades on any path of `server` and speaks the relay's JSON-RPC on them. Each
 * socket is pinged every relay heartbeat (docs/reference/limits.md#timings); one that missed the previous ping is dropped.
 */
export function attachRelaySocketServer(
  server: Server,
  hub: RelayHub,
  options: { heartbeatMs?: number } = {},
): RelaySocketServer {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes })
  const alive = new WeakMap<WebSocket, boolean>()

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    sockets.handleUpgrade(request, socket, head, (ws) => onConnection(ws, request))
  }

  function onConnection(ws: WebSocket, request: IncomingMessage): void {
    const connection = newRelayConnection(clientIdFromUrl(request.url), (frame) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(frame)
    })
    alive.set(ws, true)
    // Frames of one socket are handled in order: a subscribe must land before the publish after it.
    let queue = Promise.resolve()
    ws.on('message', (data, isBinary) => {
      alive.set(ws, true)
      queue = queue.then(() => onFrame(connection, data, isBinary))
    })
    ws.on('pong', () => alive.set(ws, true))
    // After the frames already queued, or a late subscribe would list a closed socket again.
    ws.on('close', () => {
      queue = queue.then(() => hub.disconnect(connection))
    })
    // A broken socket must never take the process down; 'close' follows and cleans up.
    ws.on('error', () => undefined)
  }

  async function onFrame(connection: RelayConnection, data: RawData, isBinary: boolean): Promise<void> {
    if (isBinary) {
      connection.send(errorFrame(null, RpcErrorCode.PARSE_ERROR, 'Parse error: expected a text frame'))
      return
    }
    const frame = parseFrame(rawText(data))
    try {
      if (frame.kind === 'invalid') connection.send(errorFrame(frame.id, frame.code, frame.message))
      else if (frame.kind === 'response') await hub.acknowledge(connection, frame.id)
      else {
        const outcome = await runRelayMethod(hub, connection, frame.method, frame.params)
        if ('error' in outcome)
          connection.send(errorFrame(frame.id, outcome.error.code, outcome.error.message))
        else {
          connection.send(resultFrame(frame.id, outcome.result))
          await outcome.afterReply?.()
        }
      }
    } catch (error) {
      const message = `Internal error: ${error instanceof Error ? error.message : String(error)}`
      if (frame.kind === 'request')
        connection.send(errorFrame(frame.id, RpcErrorCode.INTERNAL_ERROR, message))
      log.error('relay: a request failed', { error })
    }
  }

  const heartbeat = setInterval(() => {
    for (const ws of sockets.clients) {
      if (alive.get(ws) === false) {
        ws.terminate()
        continue
      }
      alive.set(ws, false)
      ws.ping()
    }
  }, options.heartbeatMs ?? Timing.relayHeartbeat)
  heartbeat.unref()

  server.on('upgrade', onUpgrade)

  return {
    get connectionCount() {
      return sockets.clients.size
    },
    async close() {
      clearInterval(heartbeat)
      server.off('upgrade', onUpgrade)
      for (const ws of sockets.clients) ws.close(1001, 'relay shutting down')
      // Give close frames a moment to reach the clients, then cut whatever is left.
      await new Promise((resolve) => setTimeout(resolve, sockets.clients.size > 0 ? 50 : 0))
      for (const ws of sockets.clients) ws.terminate()
      await new Promise<void>((resolve) => sockets.close(() => resolve()))
    },
  }
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8')
}
