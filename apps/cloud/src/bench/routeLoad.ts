import autocannon from 'autocannon'

/** Requests per second and latency of one route under load. */
export interface RouteFigures {
  route: string
  rps: number
  p50: number
  p99: number
  non2xx: number
  errors: number
}

/**
 * Loads `baseUrl + path` with autocannon for `seconds` (after a 1 s warm-up) over `connections`
 * keep-alive connections: bounded in time, against 127.0.0.1 only.
 */
export async function loadRoute(
  baseUrl: string,
  route: string,
  path: string,
  seconds: number,
  connections = 10,
) {
  if (!new URL(baseUrl).hostname.startsWith('127.'))
    throw new Error(`The load goes to 127.0.0.1 only, not ${baseUrl}`)
  const url = `${baseUrl}${path}`
  await autocannon({ url, connections, duration: 1 })
  const result = await autocannon({ url, connections, duration: seconds })
  return {
    route,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  } satisfies RouteFigures
}

/** The figures as an aligned table. */
export function figuresTable(title: string, rows: readonly RouteFigures[]): string {
  const lines = rows.map(
    (row) =>
      `  ${row.route.padEnd(16)} ${String(row.rps).padStart(7)} req/s   p50 ${String(row.p50).padStart(4)} ms   p99 ${String(row.p99).padStart(4)} ms` +
      (row.non2xx || row.errors ? `   (${row.non2xx} non-2xx, ${row.errors} errors)` : ''),
  )
  return [title, ...lines].join('\n')
}
