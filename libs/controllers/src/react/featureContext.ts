import { createContext, createElement, useContext, type ReactNode } from 'react'
import { useSnapshot } from 'valtio/react'
import type { FeatureContext } from '../feature/FeatureContext'

const FeatureReactContext = createContext<FeatureContext | undefined>(undefined)

/**
 * Makes a kit's feature context (`createFeatureContext(kit)`) available to the views below it: the
 * modal provides it around its views, a feature's tests around the feature.
 */
export function FeatureProvider(props: { context: FeatureContext; children?: ReactNode }) {
  return createElement(FeatureReactContext.Provider, { value: props.context }, props.children)
}

/** The feature context of the surrounding `FeatureProvider`: all a feature may use. */
export function useFeatureContext(): FeatureContext {
  const context = useContext(FeatureReactContext)
  if (!context) throw new Error('useFeatureContext must be used inside a FeatureProvider')
  return context
}

/**
 * A render-tracking snapshot of state the feature context holds, for example
 * `useFeatureState((context) => context.portfolio.state)`.
 */
export function useFeatureState<T extends object>(select: (context: FeatureContext) => T) {
  return useSnapshot(select(useFeatureContext()))
}
