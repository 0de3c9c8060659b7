import { loadedCatalogue, type Locale } from '@gatehouse/common'
import type { AnyFeatureManifest, FeatureCode } from '@gatehouse/controllers'

// The features' code once loaded, the same for every kit on the page like the module cache that
// holds it: the titles of a feature's views are read from its messages, which come with its code.
const loaded = new WeakMap<AnyFeatureManifest, unknown>()

/** Loads the feature's code (its manifest's one dynamic import) and keeps it for its titles. */
export function loadFeature(feature: AnyFeatureManifest): Promise<unknown> {
  return feature.load().then((code: unknown) => {
    loaded.set(feature, code)
    return code
  })
}

/** The feature's messages in the language, once its code and that language have arrived. */
export function featureMessages(feature: AnyFeatureManifest, locale: Locale): unknown {
  if (!loaded.has(feature)) return undefined
  return loadedCatalogue((loaded.get(feature) as FeatureCode<unknown>).messages, locale)
}
