import type { Duplex } from 'node:stream'
import { corsHeaders } from './HttpResponse'

/** The largest request head (request line and headers) the service reads: Node's default, stated. */
export const maxRequestHeaderBytes = 16 * 1024

/** What Node's HTTP parser reports, by the status and message the caller gets. */
function answerOf(code: string | undefined): { status: number; reason: string; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        reason: 'Request Header Fields Too Large',
        message: `The request headers are larger than ${maxRequestHeaderBytes / 1024} KiB`,
      }
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'Request Timeout', message: 'The request took too long to arrive' }
    default:
      return { status: 400, reason: 'Bad Request', message: 'The request is not valid HTTP' }
  }
}

/**
 * Answers what Node's HTTP parser refuses before any route sees it (oversized headers, malformed
 * requests, a request that never finishes) with the service's JSON error and CORS headers, instead
 * of Node's bare status line, then closes the connection. The server's `clientError` listener
 * (Fastify's `clientErrorHandler`).
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const { status, reason, message } = answerOf(error.code)
  const body = JSON.stringify({ error: message })
  const headers = {
    ...corsHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  }
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`)
}
