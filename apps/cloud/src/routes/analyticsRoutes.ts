import * as v from 'valibot'
import { analyticsEvents, isOriginAllowed } from '@gatehouse/common'
import type { CloudConfig } from '../config/cloudConfig'
import { projectSettings } from '../config/projectSettings'
import type { SqlDatabase } from '../database/SqlDatabase'
import { HttpError, jsonResponse } from '../http/HttpResponse'
import type { Route } from '../http/Route'
import type { RateLimiter } from '../limits/rateLimiter'
import { describeIssues } from '../validation/describeIssues'
import { objectMessage } from '../validation/requiredKeys'
import { parseQuery, projectIdParam, sdkParams } from './queryParams'

const eventQuery = v.object({ projectId: projectIdParam, ...sdkParams }, objectMessage('the query'))

const eventBody = v.object(
  {
    eventId: v.pipe(v.string('eventId is required'), v.uuid('eventId must be a UUID')),
    url: v.pipe(v.string('url is required'), v.maxLength(2048, 'url must be at most 2048 characters')),
    domain: v.pipe(v.string('domain is required'), v.maxLength(253, 'domain must be at most 253 characters')),
    timestamp: v.pipe(v.number('timestamp must be milliseconds since 1970'), v.integer(), v.minValue(0)),
    props: v.looseObject(
      { event: v.picklist(analyticsEvents, `props.event must be one of ${analyticsEvents.join(', ')}`) },
      objectMessage('props'),
    ),
  },
  objectMessage('the body'),
)

// An event is a handful of fields; anything larger is not one.
const maxPayloadChars = 8_000

/**
 * `POST /e`: one analytics event of the widget (docs/reference/endpoints.md#analytics-events). Accepted (202) only for a project with
 * analytics on, from an origin its allowlist (plus the default origins) admits; otherwise 403, which
 * the widget shows as 'Invalid App Configuration'. Accepted events are stored; a repeated eventId is
 * stored once. Each address may send `rateLimits.analyticsEventsPerMinute` events a minute per
 * project (default 600), counted across every instance; more are answered 429.
 */
export function analyticsRoutes(config: CloudConfig, database: SqlDatabase, limiter: RateLimiter): Route[] {
  return [
    {
      method: 'POST',
      path: '/e',
      async handle({ query, body, headers, clientAddress }) {
        const { projectId } = parseQuery(eventQuery, query)
        if (Array.isArray(body)) throw new HttpError(400, 'the body must be an object')
        const parsed = v.safeParse(eventBody, body)
        if (!parsed.success) throw new HttpError(400, describeIssues(parsed.issues))
        const payload = JSON.stringify(parsed.output)
        if (payload.length > maxPayloadChars) throw new HttpError(413, 'the event is too large')
        const settings = projectSettings(config, projectId)
        const origin = typeof headers.origin === 'string' ? headers.origin : undefined
        if (!settings.isAnalyticsEnabled || (origin && !isOriginAllowed(origin, settings.allowedOrigins))) {
          throw new HttpError(
            403,
            `analytics are not accepted for project ${projectId} from ${origin ?? 'this caller'}`,
          )
        }
        await limiter.hit(`${projectId}:${clientAddress}`)
        await database.query(
          `INSERT INTO analytics_events (event_id, project_id, event, origin, sent_at, received_at, payload)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (event_id) DO NOTHING`,
          [
            parsed.output.eventId,
            projectId,
            parsed.output.props.event,
            origin ?? null,
            parsed.output.timestamp,
            Date.now(),
            payload,
          ],
        )
        return jsonResponse({ accepted: true }, { status: 202 })
      },
    },
  ]
}
