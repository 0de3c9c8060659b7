import * as v from 'valibot'
import { Limits, type AnalyticsEvent } from '@gatehouse/common'
import type { AlertController } from '../alert/createAlertController'
import type { ApiClient } from '../api/createApiClient'
import type { OptionsController } from '../options/createOptionsController'
import type { Platform } from '../platform/Platform'

const analyticsConfigSchema = v.object({ isAnalyticsEnabled: v.boolean() })
const acceptedSchema = v.unknown()
const errorWindowMs = 60_000

/** What the analytics controller reports through. */
export interface AnalyticsDeps {
  api: ApiClient
  options: OptionsController
  alert: AlertController
  platform: Platform
  now?: () => number
}

/**
 * Reports the events of docs/reference/endpoints.md#analytics-events to `POST /e`, only when the host left analytics on and the service
 * says the project's analytics are enabled (false when it cannot tell). Error events are throttled to
 * five a minute (docs/reference/states.md#analytics-state). Reporting never throws and never delays the visitor.
 */
export function createAnalyticsController(deps: AnalyticsDeps) {
  const { api, options, alert, platform, now = Date.now } = deps
  let enabled: Promise<boolean> | undefined
  const errorTimes: number[] = []

  function isEnabled(): Promise<boolean> {
    enabled ??= api
      .getJson('/getAnalyticsConfig', {}, analyticsConfigSchema)
      .then((answer) => answer.isAnalyticsEnabled)
      .catch(() => false)
    return enabled
  }

  function allowError(): boolean {
    const since = now() - errorWindowMs
    while (errorTimes.length && (errorTimes[0] as number) <= since) errorTimes.shift()
    if (errorTimes.length >= Limits.errorEventsPerMinute) return false
    errorTimes.push(now())
    return true
  }

  async function send(event: AnalyticsEvent, props: Record<string, unknown>) {
    if (!(await isEnabled())) return
    const url = platform.pageUrl()
    const body = {
      eventId: globalThis.crypto.randomUUID(),
      url,
      domain: URL.canParse(url) ? new URL(url).hostname : '',
      timestamp: now(),
      props: { event, ...props },
    }
    try {
      await api.postJson('/e', body, acceptedSchema)
    } catch (error) {
      const cause = (error as Error).cause
      if (cause instanceof Error && cause.message.startsWith('403 ')) alert.open('INVALID_APP_CONFIGURATION')
    }
  }

  return {
    /** Reports one event with its data (an address, an error message). */
    track(event: AnalyticsEvent, props: Record<string, unknown> = {}): void {
      if (!options.state.features.analytics) return
      if (event.startsWith('ERROR_') && !allowError()) return
      void send(event, props)
    },
  }
}

export type AnalyticsController = ReturnType<typeof createAnalyticsController>
