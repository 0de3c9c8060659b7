import type { AnalyticsEvent } from '@gatehouse/common'
import type { AnalyticsController, AnalyticsDeps } from './createAnalyticsController'

/**
 * The kit's analytics: nothing at all while the host has analytics off; otherwise the reporting
 * code loads with the first event (the first open of the modal), not with the page.
 */
export function createLazyAnalytics(deps: AnalyticsDeps) {
  let controller: Promise<AnalyticsController> | undefined
  return {
    /** Reports one event with its data (an address, an error message); never throws. */
    track(event: AnalyticsEvent, props: Record<string, unknown> = {}): void {
      if (!deps.options.state.features.analytics) return
      controller ??= import('./createAnalyticsController').then((module) =>
        module.createAnalyticsController(deps),
      )
      controller.then(
        (loaded) => loaded.track(event, props),
        () => {
          controller = undefined
        },
      )
    },
  }
}

/** The kit's analytics as the rest of the kit reports through it. */
export type LazyAnalytics = ReturnType<typeof createLazyAnalytics>
