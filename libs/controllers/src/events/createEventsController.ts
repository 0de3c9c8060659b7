import type { LazyAnalytics } from '../analytics/lazyAnalytics'
import { isAnalyticsEvent, type HostEvent, type HostEventName } from './hostEvents'

/** What the events controller reports through. */
export interface EventsDeps {
  /** The analytics reporter: it sends only while the host has analytics on. */
  analytics: Pick<LazyAnalytics, 'track'>
  now?: () => number
}

/**
 * The kit's event stream for the host (`subscribeEvents`, `getEvent`, `useAppKitEvents`). Every event
 * reaches the host, whether analytics is on or off; only the events of docs/reference/endpoints.md#analytics-events are handed to the
 * analytics reporter, which sends nothing while the host has analytics off. Listeners hear each
 * event synchronously, so two events in one tick are both heard.
 */
export function createEventsController(deps: EventsDeps) {
  const { analytics, now = Date.now } = deps
  const listeners = new Set<(event: HostEvent) => void>()
  const created: HostEvent = { timestamp: now(), data: { type: 'track', event: 'MODAL_CREATED' } }
  let latest: HostEvent = Object.freeze(created)
  return {
    /** The newest event (MODAL_CREATED until something happens). */
    latest: (): HostEvent => latest,
    /** Calls `listener` with every event from now on; returns the unsubscribe function. */
    subscribe(listener: (event: HostEvent) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Records one event for the host and, when it is one of docs/reference/endpoints.md#analytics-events, for analytics. */
    track(event: HostEventName, properties?: Record<string, unknown>): void {
      const data: HostEvent['data'] = properties
        ? { type: 'track', event, properties: Object.freeze({ ...properties }) }
        : { type: 'track', event }
      // A new frozen object per event: a host comparing snapshots sees every event, even a repeat.
      latest = Object.freeze({ timestamp: now(), data: Object.freeze(data) })
      for (const listener of [...listeners]) {
        try {
          listener(latest)
        } catch (error) {
          console.error('[gatehouse] an event listener threw', error)
        }
      }
      if (isAnalyticsEvent(event)) analytics.track(event, properties ?? {})
    },
  }
}

export type EventsController = ReturnType<typeof createEventsController>
