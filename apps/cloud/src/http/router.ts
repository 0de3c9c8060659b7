import type { IncomingHttpHeaders } from 'node:http'
import type { HttpResponse } from './HttpResponse'
import { HttpError } from './HttpResponse'

/** A request as a route sees it. */
export interface RouteRequest {
  /** Path parameters by name (`/getWalletImage/:imageId` gives `imageId`), already decoded. */
  params: Record<string, string>
  /** Query parameters; a repeated name keeps its first value. */
  query: Record<string, string>
  headers: IncomingHttpHeaders
  /** Absolute base URL of this service as the caller reached it, for links in answers. */
  baseUrl: string
}

/** One GET route of the service. */
export interface Route {
  /** Path pattern; `:name` matches one path segment. */
  path: string
  handle(request: RouteRequest): HttpResponse | Promise<HttpResponse>
}

/** Finds the route of a path and its parameters. */
export function createRouter(routes: readonly Route[]) {
  const compiled = routes.map((route) => ({ route, segments: route.path.split('/') }))

  return function match(pathname: string): { route: Route; params: Record<string, string> } | undefined {
    const segments = pathname.split('/')
    for (const { route, segments: pattern } of compiled) {
      if (pattern.length !== segments.length) continue
      const params: Record<string, string> = {}
      const matches = pattern.every((part, index) => {
        const actual = segments[index] ?? ''
        if (!part.startsWith(':')) return part === actual
        params[part.slice(1)] = decodeSegment(actual, part.slice(1))
        return actual.length > 0
      })
      if (matches) return { route, params }
    }
    return undefined
  }
}

function decodeSegment(segment: string, name: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw new HttpError(400, `${name} is not a valid URL path segment`)
  }
}
