import { WebSocket } from 'ws'
import { waitFor } from '../net/waitFor'

/** A frame the relay sent. */
export type RelayFrame = {
  id: string | number | null
  method?: string
  params?: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number } }
  result?: unknown
  error?: { code: number; message: string }
}

function unsignedJwt(issuer: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss: issuer, sub: 'test' })}.c2ln`
}

/**
 * A bare WebSocket client of the relay that records every frame, for tests that speak the protocol
 * directly. With `clientId` it introduces itself the way the SDK does (a JWT in `auth`).
 */
export async function openRawRelayClient(relayUrl: string, clientId?: string) {
  const url = clientId ? `${relayUrl}/?auth=${unsignedJwt(clientId)}&projectId=test` : relayUrl
  const socket = new WebSocket(url)
  const frames: RelayFrame[] = []
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as RelayFrame))
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  let nextId = 1

  return {
    socket,
    frames,
    /** Sends raw text. */
    sendText(text: string) {
      socket.send(text)
    },
    /** Sends a request and resolves with the relay's answer to it (ids go out as strings, as the SDK's do). */
    async request(method: string, params: unknown): Promise<RelayFrame> {
      const id = String(nextId++)
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      let reply: RelayFrame | undefined
      await waitFor(
        () => (reply = frames.find((frame) => frame.id === id)) !== undefined,
        `reply to ${method}`,
      )
      return reply as RelayFrame
    },
    /** The messages delivered so far. */
    deliveries() {
      return frames.filter((frame) => frame.method === 'irn_subscription')
    },
    /** Acknowledges a delivery, as the SDK does. */
    acknowledge(frame: RelayFrame | undefined) {
      if (!frame) throw new Error('nothing to acknowledge')
      socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    },
    close() {
      socket.close()
    },
  }
}

/** A raw relay client. */
export type RawRelayClient = Awaited<ReturnType<typeof openRawRelayClient>>
