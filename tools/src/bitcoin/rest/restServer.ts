import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { RestError, type RestAnswer, type RestRoute } from './restRoute'

const basePath = '/api'
const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

function send(response: ServerResponse, { status, body }: RestAnswer) {
  const text = typeof body === 'string' || typeof body === 'number' ? String(body) : JSON.stringify(body)
  const type = typeof body === 'string' || typeof body === 'number' ? 'text/plain' : 'application/json'
  response.writeHead(status, { ...corsHeaders, 'content-type': type }).end(text)
}

async function answer(routes: readonly RestRoute[], request: IncomingMessage): Promise<RestAnswer> {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname
  if (!path.startsWith(`${basePath}/`)) return { status: 404, body: 'Not Found' }
  const rest = path.slice(basePath.length)
  for (const route of routes) {
    const match = route.path.exec(rest)
    if (!match || route.method !== request.method) continue
    try {
      return await route.handle(match.slice(1), route.method === 'POST' ? await readBody(request) : '')
    } catch (error) {
      if (error instanceof RestError) return { status: error.status, body: error.message }
      return { status: 500, body: error instanceof Error ? error.message : String(error) }
    }
  }
  return { status: 404, body: 'Not Found' }
}

/**
 * Serves `routes` under `/api` on 127.0.0.1:`port` (0 picks a free one), with CORS open to every
 * origin (the demo and apps/cloud call it from other ports). Rejects when the port is taken.
 */
export function startRestServer(routes: readonly RestRoute[], port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsHeaders).end()
      return
    }
    void answer(routes, request).then((result) => send(response, result))
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve(server)
    })
  })
}
