/**
 * A MEASUREMENT, not production code: `createRequestListener` of src/http/requestListener.ts written
 * on Fastify 5, with the same signature, so `npm run bench:http` can run the service unchanged
 * (startCloud, every route, both origins) with this file swapped in for the hand-written one (see
 * useFastify.ts). It keeps the behaviours that cost something per request: routing (find-my-way),
 * query parsing with a repeated parameter answered 400, the JSON body read whatever its content type
 * says with the same 64 KiB limit (413 and `Connection: close` above it, 400 for a body that is not
 * JSON), CORS headers on every answer and the preflight, conditional GET (304 on a matching
 * If-None-Match), HEAD, 404 and 405 with `Allow`, and the same JSON error bodies (HttpError, the
 * database's 503, a 500 with a logged reference). The routes' handlers are the service's own; the
 * adapter turns Fastify's request into the service's RouteRequest and the service's HttpResponse
 * into `reply` calls.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type RequestListener } from 'node:http'
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify'
import { DatabaseUnavailableError } from '../../database/DatabaseUnavailableError'
import { maxRequestHeaderBytes } from '../../http/clientErrors'
import { isNotModified } from '../../http/conditionalGet'
import {
  corsHeaders,
  errorResponse,
  HttpError,
  httpErrorResponse,
  type HttpResponse,
} from '../../http/HttpResponse'
import { maxBodyBytes } from '../../http/readJsonBody'
import { createRouter, type Route } from '../../http/router'
import { clientAddressOf, schemeOf, trustedProxiesOf, type TrustedProxies } from '../../http/trustedProxies'
import { unavailableResponse } from '../../http/unavailableResponse'
import { log } from '../../logging/log'

/** What the route's POST body is read as, kept in the Fastify route's `config`. */
interface RouteConfig {
  body: 'json' | 'ignored'
}

export function createRequestListener(
  routes: readonly Route[],
  fallbackBaseUrl: () => string,
  options: { crossOrigin?: boolean; trustedProxies?: TrustedProxies } = {},
): RequestListener {
  const crossOrigin = options.crossOrigin ?? true
  const proxies = options.trustedProxies ?? trustedProxiesOf([])
  // Only to tell a 405 (the path exists for other methods) from a 404: Fastify answers both 404.
  const match = createRouter(routes)
  let handler: RequestListener | undefined
  const app = Fastify({
    logger: false,
    bodyLimit: maxBodyBytes,
    // find-my-way answers 404 to a longer parameter by default (100); the service has no such limit.
    routerOptions: { maxParamLength: maxRequestHeaderBytes },
    // The service's server is startCloud's: Fastify only gets its request listener.
    serverFactory: (fastifyHandler) => {
      handler = fastifyHandler
      return createServer()
    },
    frameworkErrors: (error, request, reply) => {
      // A path segment that is not valid percent-encoding: the hand-written router names the parameter.
      if (error.code === 'FST_ERR_BAD_URL') {
        try {
          match(request.method, request.url.split('?')[0] ?? '/')
        } catch (named) {
          return sendAnswer(request, reply, answerOfError(named, request))
        }
      }
      return sendAnswer(request, reply, answerOfError(error, request))
    },
  })

  // Every body is read as text and parsed as JSON whatever its content type says (the widget sends
  // text/plain to stay a simple CORS request); a form's body is read up to the limit and dropped.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, text, done) => {
    if ((request.routeOptions.config as { body?: RouteConfig['body'] }).body === 'ignored')
      return done(null, undefined)
    try {
      done(null, JSON.parse(text as string))
    } catch {
      done(
        new HttpError(400, (text as string).trim() ? 'The body is not valid JSON' : 'The body must be JSON'),
      )
    }
  })

  for (const route of routes) {
    app.route({
      // GET routes answer HEAD too: Fastify adds the HEAD route and drops the body (exposeHeadRoutes).
      method: route.method === 'POST' ? 'POST' : 'GET',
      url: route.path,
      config: { body: route.body ?? 'json' } satisfies RouteConfig,
      handler: async (request, reply) => {
        const query = singleValued(request.query)
        if (typeof query === 'string') return sendAnswer(request, reply, repeatedParameter(query))
        // A POST without a body and without a content type never reaches the parser.
        if (request.method === 'POST' && route.body !== 'ignored' && request.body === undefined)
          throw new HttpError(400, 'The body must be JSON')
        const answered = await route.handle({
          params: request.params as Record<string, string>,
          query,
          headers: request.headers,
          clientAddress: clientAddressOf(request.raw, proxies),
          baseUrl: baseUrlOf(request.raw, proxies) ?? fallbackBaseUrl(),
          body: request.body,
        })
        return sendAnswer(request, reply, answered)
      },
    })
  }

  // The preflight of any path, as the hand-written layer answers it.
  app.options('*', (request, reply) =>
    sendAnswer(
      request,
      reply,
      crossOrigin
        ? preflight(request.raw)
        : errorResponse(403, 'Cross-origin requests are not accepted here'),
    ),
  )

  app.setNotFoundHandler((request, reply) => {
    // As before routing in the hand-written layer: a repeated parameter is a 400 on any path.
    const query = singleValued(request.query)
    if (typeof query === 'string') return sendAnswer(request, reply, repeatedParameter(query))
    const pathname = request.url.split('?')[0] ?? '/'
    const found = match(request.method, pathname)
    if (found && 'allowed' in found) {
      const allowed = found.allowed.join(', ')
      const answered = errorResponse(
        405,
        `Method ${request.method} is not allowed on ${pathname}; use ${allowed}`,
      )
      return sendAnswer(request, reply, { ...answered, headers: { ...answered.headers, Allow: allowed } })
    }
    return sendAnswer(request, reply, errorResponse(404, `Not found: ${request.method} ${pathname}`))
  })

  app.setErrorHandler((error, request, reply) => sendAnswer(request, reply, answerOfError(error, request)))

  function sendAnswer(request: FastifyRequest, reply: FastifyReply, answered: HttpResponse) {
    const notModified = answered.status === 200 && isNotModified(request.headers, answered.headers)
    reply.code(notModified ? 304 : answered.status)
    if (crossOrigin) reply.headers(corsHeaders)
    reply.headers(answered.headers)
    if (notModified) {
      reply.removeHeader('Content-Type')
      return reply.send()
    }
    return reply.send(answered.body)
  }

  const ready = app.ready().then(() => {
    if (!handler) throw new Error('Fastify did not call its serverFactory')
    return handler
  })
  let listener: RequestListener | undefined
  void ready.then((ready) => (listener = ready))
  return (request, response) => {
    if (listener) listener(request, response)
    else void ready.then((ready) => ready(request, response))
  }
}

/** The query as one value per name, or the first name given more than once. */
function singleValued(parsed: unknown): Record<string, string> | string {
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(parsed as Record<string, string | string[]>)) {
    // Which of two values a caller meant is a guess; guessing would answer 200 to a mistake.
    if (typeof value !== 'string') return key
    query[key] = value
  }
  return query
}

const repeatedParameter = (key: string) =>
  errorResponse(400, `Query parameter ${key} is given more than once; send it once`)

/** The answer of an error a route threw, or one of Fastify's own (a body over the limit: 413). */
function answerOfError(error: unknown, request: FastifyRequest): HttpResponse {
  if (error instanceof HttpError) return httpErrorResponse(error)
  if (error instanceof DatabaseUnavailableError)
    return unavailableResponse(error, request.method, request.url)
  const fastifyError = error as { code?: string; statusCode?: number; message?: string }
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const answered = errorResponse(413, `The body must be at most ${maxBodyBytes} bytes`)
    return { ...answered, headers: { ...answered.headers, Connection: 'close' } }
  }
  if (fastifyError.code?.startsWith('FST_ERR_') && (fastifyError.statusCode ?? 500) < 500)
    return errorResponse(fastifyError.statusCode ?? 400, fastifyError.message ?? 'Bad request')
  const reference = randomUUID()
  log.error('a request failed', { method: request.method, path: request.url, reference, error })
  return errorResponse(500, `Internal server error (reference ${reference})`)
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

const hostPattern = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

/** As requestListener.ts (not exported there): the base URL the caller used, when it looks sane. */
function baseUrlOf(request: IncomingMessage, proxies: TrustedProxies): string | undefined {
  const host = request.headers.host
  if (!host || !hostPattern.test(host)) return undefined
  return `${schemeOf(request, proxies)}://${host}`
}
