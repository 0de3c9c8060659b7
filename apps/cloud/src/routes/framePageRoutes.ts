import { isOriginAllowed } from '@gatehouse/common'
import type { CloudConfig } from '../config/cloudConfig'
import { projectSettings } from '../config/projectSettings'
import { projectIdPattern } from '../config/projectId'
import { frameBundle } from '../embedded/frameBundle'
import { errorResponse, type HttpResponse } from '../http/HttpResponse'
import type { Route } from '../http/Route'

const pageHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
}

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Gatehouse wallet</title>
    <link rel="stylesheet" href="/frame/frame.css" />
    <script type="module" src="/frame/frame.js"></script>
  </head>
  <body>
    <main id="frame-root"></main>
  </body>
</html>
`

function asset(contentType: string, body: string): HttpResponse {
  return {
    status: 200,
    headers: { ...pageHeaders, 'Content-Type': contentType, 'Cache-Control': 'no-cache' },
    body,
  }
}

/** The host origin of a frame URL's `origin` parameter, when it is an origin (scheme, host, port only). */
function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.origin === value && (url.protocol === 'https:' || url.protocol === 'http:') ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * The secure frame's page and assets on the frame origin: `GET /frame?projectId&origin` answers the
 * page only when `origin` (the host page that embeds it) is on the project's allowed origins, with a
 * CSP that lets only that origin frame it and only the frame's own script, style and API run.
 */
export function framePageRoutes(config: CloudConfig): Route[] {
  return [
    {
      path: '/frame',
      handle({ query }) {
        const projectId = query.projectId ?? ''
        const origin = originOf(query.origin)
        if (!projectIdPattern.test(projectId)) return errorResponse(400, 'projectId is required')
        if (!origin) return errorResponse(400, 'origin must be the origin of the page that embeds the frame')
        if (!isOriginAllowed(origin, projectSettings(config, projectId).allowedOrigins))
          return errorResponse(403, `${origin} is not an allowed origin of project ${projectId}`)
        const csp = [
          "default-src 'none'",
          "script-src 'self'",
          "style-src 'self'",
          "img-src 'self' data:",
          "connect-src 'self'",
          "base-uri 'none'",
          "form-action 'none'",
          `frame-ancestors ${origin}`,
        ].join('; ')
        return {
          status: 200,
          headers: {
            ...pageHeaders,
            'Content-Security-Policy': csp,
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'no-store',
          },
          body: page,
        }
      },
    },
    {
      path: '/frame/frame.js',
      async handle() {
        return asset('text/javascript; charset=utf-8', (await frameBundle()).script)
      },
    },
    {
      path: '/frame/frame.css',
      async handle() {
        return asset('text/css; charset=utf-8', (await frameBundle()).style)
      },
    },
  ]
}
