import type { FeatureContext, FeatureNeed } from '@gatehouse/controllers'

/**
 * What @gatehouse/feature-onramp uses of its kit (docs/architecture/lazy-loading.md#feature-needs): its manifest
 * declares it, the kit gives its views these members and no other, and its code reads them with
 * `useFeatureContext(onrampNeeds)`.
 */
export const onrampNeeds = [
  'api',
  'chain',
  'extensions',
  'options',
  'portfolio',
  'refreshBalance',
  'router',
] as const satisfies readonly FeatureNeed[]

/** The context @gatehouse/feature-onramp receives: its `onrampNeeds`. */
export type OnrampContext = FeatureContext<(typeof onrampNeeds)[number]>
