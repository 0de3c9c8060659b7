import { useEffect, useState } from 'react'
import type { Locale } from '@gatehouse/common'
import type { RouterData, View } from '@gatehouse/controllers'
import { featureMessages, loadFeatureMessages } from '../views/featureCode'
import type { ViewRegistry } from '../views/registryShape'

/** What the modal shows of the router: the view, its data and how far back it can go. */
export interface ShownView {
  view: View
  data?: RouterData | undefined
  history: readonly unknown[]
}

/**
 * The router's view as the modal shows it, so that a view's header never paints without its title
 * (docs/architecture/lazy-loading.md#view-titles). A feature's view is titled by the feature's
 * messages, which come with its code: until they are there in the language, the modal keeps the view
 * it showed before, or, as it opens, shows nothing yet (the dialog waits, and the frame a press
 * showed stays). The modal's own views show at once. A feature whose code fails to load shows its
 * view at once too, which says so and offers a retry.
 */
export function useShownView<Shown extends ShownView>(
  registry: ViewRegistry,
  router: Shown,
  open: boolean,
  locale: Locale,
): Shown | undefined {
  const feature = registry[router.view]?.feature
  // Set when a load settles, to render again: the feature whose load failed, else a new object.
  const [settled, settle] = useState<unknown>()
  const [shown, setShown] = useState<Shown>()
  const ready = !feature || settled === feature || featureMessages(feature, locale) !== undefined
  // The view shown last while open: what stays while the next one's messages arrive.
  const last = open ? (ready ? router : shown) : undefined
  if (last !== shown) setShown(last)
  useEffect(() => {
    if (ready || !feature) return
    let current = true
    loadFeatureMessages(feature, locale).then(
      () => current && settle({}),
      () => current && settle(feature),
    )
    return () => {
      current = false
    }
  }, [feature, locale, ready])
  return ready || !open ? router : shown
}
