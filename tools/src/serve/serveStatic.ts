import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { readFile } from 'node:fs/promises'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
}

export interface StaticServer {
  url: string
  server: Server
  close(): Promise<void>
}

/**
 * Serves a built site from `root` on 127.0.0.1 and a free port. `htmlHead` is inserted before
 * `</head>` of every HTML page (the demo's run-time configuration goes in that way).
 */
export async function serveStatic(
  root: string,
  options: { htmlHead?: string; port?: number } = {},
): Promise<StaticServer> {
  const base = resolve(root)
  const server = createServer(async (request, response) => {
    try {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
      let file = normalize(join(base, pathname))
      if (!file.startsWith(base)) {
        response.writeHead(403).end()
        return
      }
      const info = await stat(file).catch(() => undefined)
      if (info?.isDirectory()) file = join(file, 'index.html')
      else if (!info) file = extname(file) ? file : join(base, 'index.html')
      const type = contentTypes[extname(file)] ?? 'application/octet-stream'
      if (type.startsWith('text/html')) {
        const html = await readFile(file, 'utf8')
        const body = options.htmlHead ? html.replace('</head>', `${options.htmlHead}</head>`) : html
        response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body)
        return
      }
      await stat(file)
      response.writeHead(200, {
        'content-type': type,
        'cache-control': 'public, max-age=31536000, immutable',
      })
      createReadStream(file).pipe(response)
    } catch {
      if (!response.headersSent) response.writeHead(404, { 'content-type': 'text/plain' })
      response.end('Not found')
    }
  })
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}
