import { createElement, type ComponentType } from 'react'
import { loadedCatalogue, type Locale } from '@gatehouse/common'
import type { AnyFeatureManifest, FeatureCode } from '@gatehouse/controllers'
import { FeatureScope } from '@gatehouse/controllers/react'

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

const scoped = new WeakMap<ComponentType, ComponentType>()

/**
 * One view or tab of the feature, from its code (loaded with `loadFeature`), inside the feature's
 * scope: below it the feature context holds only the members its manifest's `needs` names
 * (docs/architecture/lazy-loading.md#feature-needs). The same component each time, so it keeps its
 * identity from one render to the next.
 */
export async function loadFeatureView(
  feature: AnyFeatureManifest,
  view: AnyFeatureManifest['views'][string],
): Promise<{ default: ComponentType }> {
  const component = await view.component(await loadFeature(feature))
  let inScope = scoped.get(component)
  if (!inScope) {
    const FeatureView: ComponentType = () =>
      createElement(FeatureScope, { needs: feature.needs }, createElement(component))
    inScope = FeatureView
    scoped.set(component, inScope)
  }
  return { default: inScope }
}
