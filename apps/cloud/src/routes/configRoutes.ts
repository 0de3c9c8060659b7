import * as v from 'valibot'
import { objectMessage } from '../validation/requiredKeys'
import type { CloudConfig } from '../config/cloudConfig'
import { projectSettings } from '../config/projectSettings'
import { CacheSeconds, jsonResponse } from '../http/HttpResponse'
import type { Route } from '../http/Route'
import { parseQuery, projectIdParam, sdkParams } from './queryParams'

const projectQuery = v.object({ projectId: projectIdParam, ...sdkParams }, objectMessage('the query'))

/** The per-project calls (docs/reference/endpoints.md#configuration): remote features, allowed origins, analytics switch. */
export function configRoutes(config: CloudConfig): Route[] {
  function settingsOf(query: Record<string, string>) {
    return projectSettings(config, parseQuery(projectQuery, query).projectId)
  }
  const cached = { cacheSeconds: CacheSeconds.json }

  return [
    {
      path: '/appkit/v1/config',
      handle: ({ query }) => jsonResponse({ features: settingsOf(query).features }, cached),
    },
    {
      path: '/projects/v1/origins',
      handle: ({ query }) => jsonResponse({ allowedOrigins: settingsOf(query).allowedOrigins }, cached),
    },
    {
      path: '/getAnalyticsConfig',
      handle: ({ query }) =>
        jsonResponse({ isAnalyticsEnabled: settingsOf(query).isAnalyticsEnabled }, cached),
    },
  ]
}
