import type { FeatureContext, FeatureNeed } from '@gatehouse/controllers'

/**
 * What @gatehouse/feature-swaps uses of its kit (docs/architecture/lazy-loading.md#feature-needs): its manifest
 * declares it, the kit gives its views these members and no other, and its code reads them with
 * `useFeatureContext(swapsNeeds)`.
 */
export const swapsNeeds = [
  'adapters',
  'api',
  'chain',
  'extensions',
  'options',
  'portfolio',
  'refreshBalance',
  'router',
  'toast',
] as const satisfies readonly FeatureNeed[]

/** The context @gatehouse/feature-swaps receives: its `swapsNeeds`. */
export type SwapsContext = FeatureContext<(typeof swapsNeeds)[number]>
