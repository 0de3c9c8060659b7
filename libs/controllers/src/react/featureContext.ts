import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react'
import { useSnapshot } from 'valtio/react'
import type { Snapshot } from 'valtio/vanilla'
import {
  narrowFeatureContext,
  type FeatureContext,
  type FeatureNeed,
  type FeatureServices,
} from '../feature/FeatureContext'

const FeatureReactContext = createContext<Partial<FeatureServices> | undefined>(undefined)

/**
 * Makes a kit's feature context (`createFeatureContext(kit)`, every member) available to the views
 * below it: the modal provides it around its views, a feature's tests around the feature.
 */
export function FeatureProvider(props: { context: FeatureContext<FeatureNeed>; children?: ReactNode }) {
  return createElement(FeatureReactContext.Provider, { value: props.context }, props.children)
}

/**
 * Gives the views below it only the members of the surrounding feature context that `needs` names
 * (docs/architecture/lazy-loading.md#feature-needs): the modal puts each feature's views in one, with
 * the feature manifest's `needs`.
 */
export function FeatureScope(props: { needs: readonly FeatureNeed[]; children?: ReactNode }) {
  const context = useFeatureContext(props.needs)
  const narrowed = useMemo(() => narrowFeatureContext(context, props.needs), [context, props.needs])
  return createElement(FeatureReactContext.Provider, { value: narrowed }, props.children)
}

/**
 * The feature context of the surrounding `FeatureProvider`. With the feature's `needs` (the list its
 * manifest declares) it is typed by them and throws when one is missing, which is when the manifest
 * does not declare it; without, it has the type of every member but the embedded wallet and sign-in.
 */
export function useFeatureContext<const Needs extends readonly FeatureNeed[]>(
  needs: Needs,
): FeatureContext<Needs[number]>
export function useFeatureContext(): FeatureContext
export function useFeatureContext(needs?: readonly FeatureNeed[]): Partial<FeatureServices> {
  const context = useContext(FeatureReactContext)
  if (!context) throw new Error('useFeatureContext must be used inside a FeatureProvider')
  for (const need of needs ?? []) {
    if (!(need in context))
      throw new Error(`[gatehouse] this feature uses '${need}' of its kit, which its manifest's needs do not name`)
  }
  return context
}

/**
 * A render-tracking snapshot of state the feature context holds, for example
 * `useFeatureState((context) => context.portfolio.state)`; with `needs`, as `useFeatureContext(needs)`.
 */
export function useFeatureState<T extends object, const Needs extends readonly FeatureNeed[]>(
  select: (context: FeatureContext<Needs[number]>) => T,
  needs: Needs,
): Snapshot<T>
export function useFeatureState<T extends object>(select: (context: FeatureContext) => T): Snapshot<T>
export function useFeatureState<T extends object>(
  select: (context: FeatureContext<FeatureNeed>) => T,
  needs: readonly FeatureNeed[] = [],
): Snapshot<T> {
  return useSnapshot(select(useFeatureContext(needs) as FeatureContext<FeatureNeed>))
}
