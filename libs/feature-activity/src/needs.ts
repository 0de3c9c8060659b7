import type { FeatureContext, FeatureNeed } from '@gatehouse/controllers'

/**
 * What @gatehouse/feature-activity uses of its kit (docs/architecture/lazy-loading.md#feature-needs): its manifest
 * declares it, the kit gives its views these members and no other, and its code reads them with
 * `useFeatureContext(activityNeeds)`.
 */
export const activityNeeds = [
  'analytics',
  'blockchain',
  'chain',
  'extensions',
  'options',
  'toast',
] as const satisfies readonly FeatureNeed[]

/** The context @gatehouse/feature-activity receives: its `activityNeeds`. */
export type ActivityContext = FeatureContext<(typeof activityNeeds)[number]>
