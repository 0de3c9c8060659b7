import { loadCatalogue, loadedCatalogue, type Locale } from '@gatehouse/common'
import type { AnyFeatureManifest, FeatureCode } from '@gatehouse/controllers'

// The features' code once loaded, the same for every kit on the page like the module cache that
// holds it: the titles of a feature's views (and its Account button's label) are read from its
// messages, which come with its code. Apart from the views' scope (loadedFeatures), so the Account
// view reads labels without bringing the feature context's code along.
const loaded = new WeakMap<AnyFeatureManifest, FeatureCode<unknown>>()

/** Loads the feature's code (its manifest's one dynamic import) and keeps it for its messages. */
export function loadFeature(feature: AnyFeatureManifest): Promise<unknown> {
  return feature.load().then((code: FeatureCode<unknown>) => {
    loaded.set(feature, code)
    return code
  })
}

/** Loads the feature's code and its messages in the language: what titles its views. */
export function loadFeatureMessages(feature: AnyFeatureManifest, locale: Locale): Promise<unknown> {
  return loadFeature(feature).then((code) => loadCatalogue((code as FeatureCode<unknown>).messages, locale))
}

/** The feature's messages in the language, once its code and that language have arrived. */
export function featureMessages(feature: AnyFeatureManifest, locale: Locale): unknown {
  const code = loaded.get(feature)
  return code && loadedCatalogue(code.messages, locale)
}
