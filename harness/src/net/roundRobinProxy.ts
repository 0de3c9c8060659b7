import { connect, createServer, type Socket } from 'node:net'

/** A TCP proxy on 127.0.0.1 in front of several instances. */
export interface RoundRobinProxy {
  /** `http://127.0.0.1:PORT` */
  url: string
  port: number
  close(): Promise<void>
}

/**
 * Hands each new TCP connection to the next backend port in turn (HTTP requests and WebSocket
 * upgrades alike, as a load balancer in TCP mode does); a backend that refuses the connection is
 * skipped for the next one, so a dead instance costs no request.
 */
export async function startRoundRobinProxy(backendPorts: readonly number[]): Promise<RoundRobinProxy> {
  let next = 0
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    sockets.add(client)
    client.on('close', () => sockets.delete(client))
    client.pause()
    const attempt = (tries: number) => {
      const port = backendPorts[next++ % backendPorts.length] ?? 0
      const upstream = connect(port, '127.0.0.1')
      let connected = false
      upstream.once('connect', () => {
        connected = true
        sockets.add(upstream)
        upstream.on('close', () => sockets.delete(upstream))
        client.pipe(upstream).pipe(client)
        client.resume()
        client.on('close', () => upstream.destroy())
        upstream.on('close', () => client.destroy())
      })
      upstream.on('error', () => {
        if (connected) client.destroy()
        else if (tries + 1 < backendPorts.length) attempt(tries + 1)
        else client.destroy()
      })
    }
    client.on('error', () => undefined)
    attempt(0)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
