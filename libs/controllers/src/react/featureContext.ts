import { createContext, createElement, useContext, type ReactNode } from 'react'
import { useSnapshot } from 'valtio/react'
import type { FeatureContext } from '../feature/FeatureContext'

const FeatureReactContext = createContext<FeatureContext | undefined>(undefined)

/** Makes a kit's feature context available to the feature views below it (KitProvider does this too). */
export function FeatureProvider(props: { context: FeatureContext; children?: ReactNode }) {
  return createElement(FeatureReactContext.Provider, { value: props.context }, props.children)
}

/** The feature context of the surrounding `FeatureProvider` or `KitProvider`: all a feature may use. */
export function useFeatureContext(): FeatureContext {
  const context = useContext(FeatureReactContext)
  if (!context) throw new Error('useFeatureContext must be used inside a KitProvider or FeatureProvider')
  return context
}

/**
 * A render-tracking snapshot of state the feature context holds, for example
 * `useFeatureState((context) => context.portfolio.state)`.
 */
export function useFeatureState<T extends object>(select: (context: FeatureContext) => T) {
  return useSnapshot(select(useFeatureContext()))
}
