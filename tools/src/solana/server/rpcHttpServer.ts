import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { dispatchRpc } from '../rpc/dispatchRpc'
import { RpcError, rpcErrorCodes, stringifyJson } from '../rpc/rpcProtocol'
import type { RpcMethods } from '../rpc/SolanaRpcContext'

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '86400',
}
/** Requests larger than this are refused (the real RPC's limit is 50 KiB). */
const maxBodyBytes = 1024 * 1024

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBodyBytes) {
        reject(new Error('request too large'))
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function send(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { ...corsHeaders, 'content-type': 'application/json' })
  response.end(body)
}

async function handle(methods: RpcMethods, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, corsHeaders)
    response.end()
    return
  }
  if (request.method === 'GET' && request.url === '/health') {
    response.writeHead(200, { ...corsHeaders, 'content-type': 'text/plain' })
    response.end('ok')
    return
  }
  if (request.method !== 'POST') {
    response.writeHead(405, corsHeaders)
    response.end()
    return
  }
  let body: unknown
  try {
    body = JSON.parse(await readBody(request))
  } catch {
    const error = new RpcError(rpcErrorCodes.parseError, 'Parse error')
    send(response, 200, stringifyJson({ jsonrpc: '2.0', id: null, error: { code: error.code, message: error.message } }))
    return
  }
  send(response, 200, stringifyJson(await dispatchRpc(methods, body)))
}

/** The HTTP JSON-RPC server on 127.0.0.1 (CORS open, as a local validator's). */
export async function startRpcHttpServer(methods: RpcMethods, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    handle(methods, request, response).catch(() => {
      if (!response.headersSent) send(response, 500, '')
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return server
}
