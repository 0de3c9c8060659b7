import { randomUUID } from 'node:crypto'
import type { IncomingMessage, Server } from 'node:http'
import Fastify, { type FastifyReply, type FastifyRequest, type HTTPMethods } from 'fastify'
import { DatabaseUnavailableError } from '../database/DatabaseUnavailableError'
import { log } from '../logging/log'
import { answerClientError, maxRequestHeaderBytes } from './clientErrors'
import { isNotModified } from './conditionalGet'
import { corsHeaders, errorResponse, HttpError, httpErrorResponse, type HttpResponse } from './HttpResponse'
import type { Route } from './Route'
import { clientAddressOf, schemeOf, trustedProxiesOf, type TrustedProxies } from './trustedProxies'
import { unavailableResponse } from './unavailableResponse'

/** The largest POST body the service reads. */
export const maxBodyBytes = 64 * 1024

/**
 * Node's own defaults, stated: Fastify's would keep an idle keep-alive connection 72 s (and say so in
 * every answer's `Keep-Alive` header) and never time out a request that is slow to arrive.
 */
const keepAliveTimeoutMs = 5_000
const requestTimeoutMs = 300_000

/** What a route's POST body is read as, kept in the Fastify route's `config`. */
interface BodyConfig {
  body?: 'json' | 'ignored'
}

/** One origin of the service on Fastify: its server, and the routes it serves. */
export interface ServiceApp {
  /**
   * The origin's HTTP server: listen on it, give it to the relay for WebSocket upgrades, and close
   * it with closeGracefully (docs/self-hosting/http-layer.md#stayed).
   */
  readonly server: Server
  /** Serves these routes (call it once); resolves when they answer. */
  serve(routes: readonly Route[]): Promise<void>
}

/**
 * The HTTP side of one origin, on Fastify (docs/self-hosting/http-layer.md): GET (and HEAD) routes
 * and POSTs with a JSON body in any content type, CORS headers and the preflight, 304 to a matching
 * If-None-Match, and JSON errors: a query parameter given twice or a malformed path segment 400, a body
 * over 64 KiB 413, an unknown path 404, a method the path does not have 405 with `Allow`, an HttpError
 * its own answer, the database down 503, anything else 500 with a logged reference.
 */
export function createServiceApp(
  fallbackBaseUrl: () => string,
  options: {
    /**
     * `false` on the embedded wallet's frame origin: no CORS headers (other origins cannot read its
     * answers) and preflights refused (403), so only the frame's own page can call it.
     */
    crossOrigin?: boolean
    /** Whose X-Forwarded-For and X-Forwarded-Proto are believed; by default nobody's. */
    trustedProxies?: TrustedProxies
  } = {},
): ServiceApp {
  const crossOrigin = options.crossOrigin ?? true
  const proxies = options.trustedProxies ?? trustedProxiesOf([])
  const app = Fastify({
    logger: false,
    bodyLimit: maxBodyBytes,
    http: { maxHeaderSize: maxRequestHeaderBytes },
    keepAliveTimeout: keepAliveTimeoutMs,
    requestTimeout: requestTimeoutMs,
    clientErrorHandler: answerClientError,
    // Registered by hand below, so HEAD answers 304 like GET (Fastify's own HEAD route cannot).
    exposeHeadRoutes: false,
    // find-my-way answers 404 to a longer parameter by default (100); the headers' limit bounds it.
    routerOptions: { maxParamLength: maxRequestHeaderBytes },
    // A path segment that is not valid percent-encoding; no hook has run, so CORS is added here.
    frameworkErrors: (error, request, reply) => {
      if (crossOrigin) reply.headers(corsHeaders)
      if (request.method === 'OPTIONS') return answer(reply, optionsAnswer(request.raw))
      if (error.code === 'FST_ERR_BAD_URL') return answer(reply, malformedPathAnswer(request))
      return answer(reply, answerOfError(error, request))
    },
  })

  // CORS headers on every answer of the API origin. A query parameter given twice is a 400 on any
  // path, known or not, before the body is read: which of two values a caller meant is a guess, and
  // guessing would answer 200 to a mistake.
  app.addHook('onRequest', (request, reply, done) => {
    if (crossOrigin) reply.headers(corsHeaders)
    const repeated = request.method === 'OPTIONS' ? undefined : repeatedName(request.query)
    if (repeated === undefined) return done()
    answer(reply, errorResponse(400, `Query parameter ${repeated} is given more than once; send it once`))
  })
  // Conditional GET: the route's strong ETag against the caller's If-None-Match.
  app.addHook('onSend', (request, reply, payload, done) => {
    const etag = reply.getHeader('etag')
    if (reply.statusCode !== 200 || typeof etag !== 'string' || !isNotModified(request.headers, etag))
      return done(null, payload)
    reply.code(304)
    reply.removeHeader('content-type')
    done(null, null)
  })

  // Every body is read as text and parsed as JSON whatever its content type says (the widget sends
  // text/plain to stay a simple CORS request); a form's body is read up to the limit and dropped.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, text, done) => {
    if (request.is404 || (request.routeOptions.config as BodyConfig).body === 'ignored')
      return done(null, undefined)
    try {
      done(null, JSON.parse(text as string))
    } catch {
      done(
        new HttpError(400, (text as string).trim() ? 'The body is not valid JSON' : 'The body must be JSON'),
      )
    }
  })

  // The preflight of any path.
  app.route({
    method: 'OPTIONS',
    url: '*',
    config: { body: 'ignored' } satisfies BodyConfig,
    handler: (request, reply) => answer(reply, optionsAnswer(request.raw)),
  })

  app.setNotFoundHandler((request, reply) => {
    const pathname = pathOf(request.url)
    // Fastify answers 404 for a path that exists only for other methods; that is a 405 here.
    const allowed = (['GET', 'POST'] as const).filter(
      (method) => app.findRoute({ method, url: pathname }) !== null,
    )
    if (allowed.length === 0) return answer(reply, notFound(request.method, pathname))
    const allow = [
      ...allowed.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : ['POST'])),
      'OPTIONS',
    ].join(', ')
    const answered = errorResponse(
      405,
      `Method ${request.method} is not allowed on ${pathname}; use ${allow}`,
    )
    return answer(reply, { ...answered, headers: { ...answered.headers, Allow: allow } })
  })

  app.setErrorHandler((error, request, reply) => answer(reply, answerOfError(error, request)))

  function optionsAnswer(request: IncomingMessage): HttpResponse {
    if (!crossOrigin) return errorResponse(403, 'Cross-origin requests are not accepted here')
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

  /** Names the parameter whose segment is malformed: the route found with that segment marked. */
  function malformedPathAnswer(request: FastifyRequest): HttpResponse {
    const pathname = pathOf(request.url)
    const marked = pathname
      .split('/')
      .map((segment) => (decodes(segment) ? segment : malformedMarker))
      .join('/')
    for (const method of [request.method, 'GET', 'POST']) {
      const found = app.findRoute({ method: method as HTTPMethods, url: marked })
      const name = found && Object.keys(found.params).find((key) => found.params[key] === malformedMarker)
      if (name) return errorResponse(400, `${name} is not a valid URL path segment`)
    }
    return notFound(request.method, pathname)
  }

  let served = false
  return {
    server: app.server,
    async serve(routes) {
      if (served) throw new Error('serve() takes the routes of an origin once')
      served = true
      for (const route of routes) {
        const post = route.method === 'POST'
        app.route({
          method: post ? 'POST' : ['GET', 'HEAD'],
          url: route.path,
          config: { body: route.body ?? 'json' } satisfies BodyConfig,
          handler: async (request, reply) => {
            // A POST without a body and without a content type never reaches the parser.
            if (post && route.body !== 'ignored' && request.body === undefined)
              throw new HttpError(400, 'The body must be JSON')
            const answered = await route.handle({
              params: request.params as Record<string, string>,
              // Single-valued: the onRequest hook answered a repeated name.
              query: request.query as Record<string, string>,
              headers: request.headers,
              clientAddress: clientAddressOf(request.raw, proxies),
              baseUrl: baseUrlOf(request.raw, proxies) ?? fallbackBaseUrl(),
              body: request.body,
            })
            return answer(reply, answered)
          },
        })
      }
      await app.ready()
    },
  }
}

/** Sends one of the service's answers: its status, headers and body (Content-Length by Fastify). */
function answer(reply: FastifyReply, answered: HttpResponse): FastifyReply {
  return reply.code(answered.status).headers(answered.headers).send(answered.body)
}

/** The answer of an error a route threw, or of one of Fastify's own (a body over the limit: 413). */
function answerOfError(error: unknown, request: FastifyRequest): HttpResponse {
  if (error instanceof HttpError) return httpErrorResponse(error)
  if (error instanceof DatabaseUnavailableError)
    return unavailableResponse(error, request.method, request.url)
  const framework = error as { code?: string; statusCode?: number; message?: string }
  if (framework.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return httpErrorResponse(new HttpError(413, `The body must be at most ${maxBodyBytes} bytes`))
  // Fastify's other refusals of a request (a Content-Length the body does not match): its words.
  if (framework.code?.startsWith('FST_ERR_') && (framework.statusCode ?? 500) < 500)
    return errorResponse(framework.statusCode ?? 400, framework.message ?? 'Bad request')
  // The caller reads a reference the log names, never the failure's own words (they describe the
  // service's inside: a query, a path, a library's message).
  const reference = randomUUID()
  log.error('a request failed', { method: request.method, path: request.url, reference, error })
  return errorResponse(500, `Internal server error (reference ${reference})`)
}

const notFound = (method: string, pathname: string) => errorResponse(404, `Not found: ${method} ${pathname}`)

/** The first query parameter name given more than once (Fastify's parser makes its value an array). */
function repeatedName(query: unknown): string | undefined {
  const parsed = query as Record<string, unknown>
  for (const name in parsed) if (typeof parsed[name] !== 'string') return name
  return undefined
}

const pathOf = (url: string) => url.split('?', 1)[0] ?? '/'

/** Stands in for a malformed segment while the route is looked up: a valid segment of its own. */
const malformedMarker = '-malformed-segment-'

function decodes(segment: string): boolean {
  try {
    decodeURIComponent(segment)
    return true
  } catch {
    return false
  }
}

const hostPattern = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

/** The base URL the caller used (Host header, and https behind a trusted TLS proxy), when it looks sane. */
function baseUrlOf(request: IncomingMessage, proxies: TrustedProxies): string | undefined {
  const host = request.headers.host
  if (!host || !hostPattern.test(host)) return undefined
  return `${schemeOf(request, proxies)}://${host}`
}
