import { createElement, type ComponentType } from 'react'
import type { AnyFeatureManifest } from '@gatehouse/controllers'
import { FeatureScope } from '@gatehouse/controllers/react'
import { loadFeature } from './featureCode'

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
