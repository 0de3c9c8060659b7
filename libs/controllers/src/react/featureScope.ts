import { createElement, useMemo, type ReactNode } from 'react'
import type { FeatureNeed } from '../feature/FeatureContext'
import { narrowFeatureContext } from '../feature/narrowFeatureContext'
import { FeatureReactContext, useFeatureContext } from './featureContext'

/**
 * Gives the views below it only the members of the surrounding feature context that `needs` names
 * (docs/architecture/lazy-loading.md#feature-needs): the modal puts each feature's views in one, with
 * the feature manifest's `needs`. A module of its own: the React context's module stays without the
 * narrowing's code, which the bundler would otherwise split into a chunk of its own on the intent.
 */
export function FeatureScope(props: { needs: readonly FeatureNeed[]; children?: ReactNode }) {
  const context = useFeatureContext(props.needs)
  const narrowed = useMemo(() => narrowFeatureContext(context, props.needs), [context, props.needs])
  return createElement(FeatureReactContext.Provider, { value: narrowed }, props.children)
}
