/** What a route answers; the server adds CORS and handles conditional requests. */
export interface HttpResponse {
  status: number
  headers: Record<string, string>
  body?: string | Uint8Array
}

/**
 * On every answer: the widget calls from the host's origin, so every answer may be read cross-origin.
 * Retry-After is exposed because a browser hides a header CORS does not list: without it the widget
 * never sees how long a 429 or 503 asks it to wait, and retries at its own short backoff instead.
 */
export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag, Cache-Control, Retry-After',
} as const

/** Cache lifetimes of the service's answers, in seconds. */
export const CacheSeconds = {
  /** Catalogue and configuration: short, so a changed configuration shows within a minute. */
  json: 60,
  /** Images never change under the same id. */
  image: 86_400,
} as const

/** A JSON answer; with `cacheSeconds` it may be cached publicly, otherwise not at all. */
export function jsonResponse(body: unknown, options: { status?: number; cacheSeconds?: number } = {}) {
  const { status = 200, cacheSeconds } = options
  return {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': cacheSeconds ? `public, max-age=${cacheSeconds}` : 'no-store',
    },
    body: JSON.stringify(body),
  } satisfies HttpResponse
}

/** An error answer: `{ "error": message }`, plus `code` when the route names the failed check. */
export function errorResponse(status: number, message: string, code?: string): HttpResponse {
  return jsonResponse(code ? { error: message, code } : { error: message }, { status })
}

/** An error a route throws to answer with a status and message instead of a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** A stable name of the failed check (the sign-in routes' `SIWX_*` codes), sent beside the message. */
    readonly code?: string,
    /** Headers the answer carries besides the JSON ones (`Retry-After` of a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** The answer of an HttpError a route threw: its status, message and code, and its own headers. */
export function httpErrorResponse(error: HttpError): HttpResponse {
  const answered = errorResponse(error.status, error.message, error.code)
  if (error.headers) answered.headers = { ...answered.headers, ...error.headers }
  // The rest of an oversized body is left unread, so the connection cannot carry another request.
  if (error.status === 413) answered.headers = { ...answered.headers, Connection: 'close' }
  return answered
}
