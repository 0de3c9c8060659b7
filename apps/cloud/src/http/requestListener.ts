import { randomUUID } from 'node:crypto'
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { corsHeaders, errorResponse, HttpError, httpErrorResponse, type HttpResponse } from './HttpResponse'
import { createRouter, type Route } from './router'
import { isNotModified } from './conditionalGet'
import { ignoreBody, readJsonBody } from './readJsonBody'
import { DatabaseUnavailableError } from '../database/DatabaseUnavailableError'
import { log } from '../logging/log'
import { unavailableResponse } from './unavailableResponse'
import { clientAddressOf, schemeOf, trustedProxiesOf, type TrustedProxies } from './trustedProxies'

/**
 * The HTTP side of the service: routes GET (and HEAD) requests and POSTs with a JSON body, answers
 * CORS preflights, turns bad input (a query parameter given twice included) into 400, unknown paths
 * into 404, a method a path does not have into 405 and anything thrown into a 500 JSON answer.
 */
export function createRequestListener(
  routes: readonly Route[],
  fallbackBaseUrl: () => string,
  /**
   * `false` on the embedded wallet's frame origin: no CORS headers (other origins cannot read its
   * answers) and preflights refused (403), so only the frame's own page can call it.
   */
  options: {
    crossOrigin?: boolean
    /** Whose X-Forwarded-For and X-Forwarded-Proto are believed; by default nobody's. */
    trustedProxies?: TrustedProxies
  } = {},
): RequestListener {
  const crossOrigin = options.crossOrigin ?? true
  const proxies = options.trustedProxies ?? trustedProxiesOf([])
  const match = createRouter(routes)

  async function answer(request: IncomingMessage): Promise<HttpResponse> {
    const url = new URL(request.url ?? '/', 'http://service.invalid')
    const method = request.method ?? 'GET'
    if (method === 'OPTIONS')
      return crossOrigin
        ? preflight(request)
        : errorResponse(403, 'Cross-origin requests are not accepted here')
    const query: Record<string, string> = {}
    for (const [key, value] of url.searchParams) {
      // Which of two values a caller meant is a guess; guessing would answer 200 to a mistake.
      if (Object.hasOwn(query, key)) {
        return errorResponse(400, `Query parameter ${key} is given more than once; send it once`)
      }
      query[key] = value
    }
    const found = match(method, url.pathname)
    if (!found) return errorResponse(404, `Not found: ${method} ${url.pathname}`)
    if ('allowed' in found) {
      const allowed = found.allowed.join(', ')
      const response = errorResponse(
        405,
        `Method ${method} is not allowed on ${url.pathname}; use ${allowed}`,
      )
      return { ...response, headers: { ...response.headers, Allow: allowed } }
    }
    return found.route.handle({
      params: found.params,
      query,
      headers: request.headers,
      clientAddress: clientAddressOf(request, proxies),
      baseUrl: baseUrlOf(request, proxies) ?? fallbackBaseUrl(),
      body:
        method !== 'POST'
          ? undefined
          : found.route.body === 'ignored'
            ? await ignoreBody(request)
            : await readJsonBody(request),
    })
  }

  return (request, response) => {
    answer(request)
      .catch((error: unknown) => {
        if (error instanceof HttpError) return httpErrorResponse(error)
        if (error instanceof DatabaseUnavailableError)
          return unavailableResponse(error, request.method, request.url)
        // The caller reads a reference the log names, never the failure's own words (they describe
        // the service's inside: a query, a path, a library's message).
        const reference = randomUUID()
        log.error('a request failed', { method: request.method, path: request.url, reference, error })
        return errorResponse(500, `Internal server error (reference ${reference})`)
      })
      .then((answered) => send(request, response, answered, crossOrigin))
      .catch((error: unknown) => {
        // The socket went away mid-answer; nothing is left to tell the caller.
        log.error('could not send a response', { method: request.method, path: request.url, error })
        response.destroy()
      })
  }
}

function preflight(request: IncomingMessage): HttpResponse {
  const requested = request.headers['access-control-request-headers']
  return {
    status: 204,
    headers: {
      'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS',
      'Access-Control-Allow-Headers': typeof requested === 'string' && requested ? requested : '*',
      'Access-Control-Max-Age': '86400',
    },
  }
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  answered: HttpResponse,
  crossOrigin: boolean,
): void {
  const notModified = answered.status === 200 && isNotModified(request.headers, answered.headers)
  const status = notModified ? 304 : answered.status
  const headers: Record<string, string | number> = {
    ...(crossOrigin ? corsHeaders : {}),
    ...answered.headers,
  }
  const body = notModified || request.method === 'HEAD' ? undefined : answered.body
  if (notModified) delete headers['Content-Type']
  else if (answered.body !== undefined) headers['Content-Length'] = Buffer.byteLength(answered.body)
  response.writeHead(status, headers)
  response.end(body)
}

const hostPattern = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

/** The base URL the caller used (Host header, and https behind a trusted TLS proxy), when it looks sane. */
function baseUrlOf(request: IncomingMessage, proxies: TrustedProxies): string | undefined {
  const host = request.headers.host
  if (!host || !hostPattern.test(host)) return undefined
  return `${schemeOf(request, proxies)}://${host}`
}
