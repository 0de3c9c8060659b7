import { createContext, createElement, useContext, type ReactNode } from 'react'
import { useSnapshot } from 'valtio/react'
import type { Snapshot } from 'valtio/vanilla'
import type { FeatureContext, FeatureNeed, FeatureServices } from '../feature/FeatureContext'

/** The React context `FeatureProvider` and `FeatureScope` provide. */
export const FeatureReactContext = createContext<Partial<FeatureServices> | undefined>(undefined)

/**
 * Makes a kit's feature context (`createFeatureContext(kit)`, every member) available to the views
 * below it: the modal provides it around its views, a feature's tests around the feature.
 */
export function FeatureProvider(props: { context: FeatureContext<FeatureNeed>; children?: ReactNode }) {
  return createElement(FeatureReactContext.Provider, { value: props.context }, props.children)
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
      throw new Error(
        `[gatehouse] this feature uses '${need}' of its kit, which its manifest's needs do not name`,
      )
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
