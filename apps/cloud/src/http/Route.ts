import type { IncomingHttpHeaders } from 'node:http'
import type { HttpResponse } from './HttpResponse'

/** A request as a route sees it. */
export interface RouteRequest {
  /** Path parameters by name (`/getWalletImage/:imageId` gives `imageId`), already decoded. */
  params: Record<string, string>
  /** Query parameters, each name once (a request repeating one is answered 400 before routing). */
  query: Record<string, string>
  headers: IncomingHttpHeaders
  /** The address the request came from (the TCP peer: a proxy's when behind one). */
  clientAddress: string
  /** Absolute base URL of this service as the caller reached it, for links in answers. */
  baseUrl: string
  /** The parsed JSON body of a POST; undefined for a GET. */
  body: unknown
}

/** One route of the service. */
export interface Route {
  /** GET (default; HEAD is answered too) or POST (with a JSON body). */
  method?: 'GET' | 'POST'
  /**
   * How a POST's body is read: JSON (default), or `ignored` for an HTML form that carries nothing
   * (its body is read up to the size limit and dropped).
   */
  body?: 'json' | 'ignored'
  /** Path pattern; `:name` matches one path segment. */
  path: string
  handle(request: RouteRequest): HttpResponse | Promise<HttpResponse>
}
