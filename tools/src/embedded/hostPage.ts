import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A page that embeds the secure frame (and, optionally, a page of another origin beside it). */
export interface TestHostPage {
  origin: string
  url(path: string): string
  close(): Promise<void>
}

/**
 * The host page of the secure frame's browser test: `/host?frame=<frame URL>` embeds the frame and
 * gives the test `window.frameClient` (send a request, wait for events), recording every message it
 * gets from the frame's origin; `/foreign` is a page that posts requests to its parent's first frame
 * (the secure frame) from another origin (this server reached as `localhost` instead of 127.0.0.1).
 */
export async function startTestHostPage(): Promise<TestHostPage> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host.invalid')
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    if (url.pathname === '/host') {
      const frame = url.searchParams.get('frame') ?? ''
      const foreign = url.searchParams.get('foreign')
      response.end(`<!doctype html><html lang="en"><head><title>Test host</title></head><body>
<iframe id="wallet" title="wallet" src="${frame.replace(/"/g, '&quot;')}" width="400" height="420"></iframe>
${foreign ? `<iframe id="foreign" title="foreign" src="${foreign.replace(/"/g, '&quot;')}"></iframe>` : ''}
<script>
  const frameOrigin = new URL(${JSON.stringify(frame)}).origin
  const received = []
  const waiting = []
  window.addEventListener('message', (event) => {
    if (event.origin !== frameOrigin) return
    received.push(event.data)
    for (const wait of waiting.splice(0)) wait()
  })
  let next = 0
  window.frameClient = {
    received,
    send(request, params) {
      const id = 'host-' + (next += 1)
      document.getElementById('wallet').contentWindow.postMessage({ id, type: 'request', request, params: params || {} }, frameOrigin)
      return id
    },
    async reply(id) {
      for (;;) {
        const found = received.find((message) => message.id === id && (message.type === 'success' || message.type === 'error'))
        if (found) return found
        await new Promise((resolve) => waiting.push(resolve))
      }
    },
    async event(type, after = 0) {
      for (;;) {
        const found = received.slice(after).find((message) => message.type === type)
        if (found) return found
        await new Promise((resolve) => waiting.push(resolve))
      }
    },
  }
</script></body></html>`)
      return
    }
    if (url.pathname === '/foreign') {
      response.end(`<!doctype html><html lang="en"><head><title>Foreign page</title></head><body><script>
  window.sendToWallet = (request, params, targetOrigin) =>
    window.parent.frames[0].postMessage({ id: 'foreign-1', type: 'request', request, params }, targetOrigin)
</script></body></html>`)
      return
    }
    response.statusCode = 404
    response.end('not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return {
    origin,
    url: (path) => `${origin}${path}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
