import type { IncomingHttpHeaders } from 'node:http'
import type { HttpResponse } from './HttpResponse'
import { HttpError } from './HttpResponse'

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

/** What the router found for a method and path. */
export type RouteMatch =
  | { route: Route; params: Record<string, string> }
  /** The path exists, but not for this method: these methods it has. */
  | { allowed: string[] }
  | undefined

const methodsOf = (route: Route) => (route.method === 'POST' ? ['POST'] : ['GET', 'HEAD'])

/** Finds the route of a method and path, and its parameters. */
export function createRouter(routes: readonly Route[]) {
  const compiled = routes.map((route) => ({ route, segments: route.path.split('/') }))

  function paramsOf(pattern: readonly string[], segments: readonly string[]) {
    if (pattern.length !== segments.length) return undefined
    const params: Record<string, string> = {}
    const matches = pattern.every((part, index) => {
      const actual = segments[index] ?? ''
      if (!part.startsWith(':')) return part === actual
      params[part.slice(1)] = decodeSegment(actual, part.slice(1))
      return actual.length > 0
    })
    return matches ? params : undefined
  }

  return function match(method: string, pathname: string): RouteMatch {
    const segments = pathname.split('/')
    const allowed: string[] = []
    for (const { route, segments: pattern } of compiled) {
      const params = paramsOf(pattern, segments)
      if (!params) continue
      if (methodsOf(route).includes(method)) return { route, params }
      allowed.push(...methodsOf(route))
    }
    return allowed.length > 0 ? { allowed: [...allowed, 'OPTIONS'] } : undefined
  }
}

function decodeSegment(segment: string, name: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw new HttpError(400, `${name} is not a valid URL path segment`)
  }
}
