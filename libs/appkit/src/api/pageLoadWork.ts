import type { AnyFeatureManifest, Features } from '@gatehouse/controllers'
import { isFeatureOn } from '../views/registryShape'

/**
 * The features with work to finish as this page loads (docs/architecture/lazy-loading.md#page-load-work):
 * those that are on and whose manifest's `onPageLoad.pending` says so for the page's address. It runs
 * the manifests' own small checks, none of the features' code.
 */
export function pendingPageLoadWork(
  features: readonly AnyFeatureManifest[],
  href: string,
  switches: Features,
): AnyFeatureManifest[] {
  return features.filter(
    (feature) => feature.onPageLoad?.pending(href) === true && isFeatureOn(switches, feature.flag),
  )
}
