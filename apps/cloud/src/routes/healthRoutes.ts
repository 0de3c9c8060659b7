import { migrationIds } from '../database/migrations'
import type { CloudDatabase } from '../database/SqlDatabase'
import { errorResponse, jsonResponse } from '../http/HttpResponse'
import type { Route } from '../http/Route'

/** What /readyz needs to know of the running service. */
export interface Readiness {
  database: CloudDatabase
  /** Whether this instance polls the chains now (one instance of several does). */
  indexing(): boolean
  /** True from the start of a graceful shutdown: a load balancer should send no more requests. */
  stopping(): boolean
}

// A database that does not answer within this is reported not ready rather than waited on.
const readinessTimeoutMs = 2_000

async function schemaReady(database: CloudDatabase): Promise<boolean> {
  const { rows } = await database.query<{ applied: number }>(
    'SELECT count(*) AS applied FROM cloud_migrations WHERE id = ANY($1::int[])',
    [migrationIds],
  )
  return rows[0]?.applied === migrationIds.length
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/**
 * `GET /healthz`: the process answers (a liveness probe; the database is not asked, so a database
 * outage does not get every instance restarted). `GET /readyz`: the database answers and has every
 * migration, and the instance is not shutting down (a readiness probe); 503 naming what is missing.
 */
export function healthRoutes(readiness: Readiness): Route[] {
  return [
    { path: '/healthz', handle: () => jsonResponse({ status: 'ok' }) },
    {
      path: '/readyz',
      async handle() {
        if (readiness.stopping()) return errorResponse(503, 'Not ready: the service is shutting down')
        try {
          if (!(await withTimeout(schemaReady(readiness.database), readinessTimeoutMs)))
            return errorResponse(503, 'Not ready: the database schema is not up to date')
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error)
          return errorResponse(503, `Not ready: the database does not answer (${reason})`)
        }
        return jsonResponse({
          status: 'ready',
          database: readiness.database.kind,
          indexing: readiness.indexing(),
        })
      },
    },
  ]
}
