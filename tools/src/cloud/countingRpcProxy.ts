import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A JSON-RPC proxy in front of a node that counts the methods asked through it. */
export interface CountingRpcProxy {
  url: string
  /** Where requests go; change it to put another node behind the same URL (a "restarted" node). */
  target: string
  /** How many times `method` was asked since the last reset (calls inside batches included). */
  count(method: string): number
  reset(): void
  close(): Promise<void>
}

/**
 * Starts a proxy on 127.0.0.1 that forwards JSON-RPC over HTTP to `target` and counts each method,
 * so a test can tell what a service asked of the node (how many blocks it fetched, say). When the
 * target does not answer, the proxy drops the connection, as a node that is down would.
 */
export async function startCountingRpcProxy(target: string): Promise<CountingRpcProxy> {
  const counts = new Map<string, number>()
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    try {
      const parsed = JSON.parse(body) as { method?: string } | { method?: string }[]
      for (const call of Array.isArray(parsed) ? parsed : [parsed]) {
        if (call.method) counts.set(call.method, (counts.get(call.method) ?? 0) + 1)
      }
    } catch {
      // Not JSON: forwarded as it is, and the node answers the error.
    }
    try {
      const answer = await fetch(proxy.target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(await answer.text())
    } catch {
      response.destroy()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const proxy: CountingRpcProxy = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    target,
    count: (method) => counts.get(method) ?? 0,
    reset: () => counts.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  return proxy
}
