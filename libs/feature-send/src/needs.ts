import type { FeatureContext, FeatureNeed } from '@gatehouse/controllers'

/**
 * What @gatehouse/feature-send uses of its kit (docs/architecture/lazy-loading.md#feature-needs): its manifest
 * declares it, the kit gives its views these members and no other, and its code reads them with
 * `useFeatureContext(sendNeeds)`.
 */
export const sendNeeds = [
  'adapters',
  'chain',
  'extensions',
  'options',
  'portfolio',
  'refreshBalance',
  'router',
  'toast',
] as const satisfies readonly FeatureNeed[]

/** The context @gatehouse/feature-send receives: its `sendNeeds`. */
export type SendContext = FeatureContext<(typeof sendNeeds)[number]>
