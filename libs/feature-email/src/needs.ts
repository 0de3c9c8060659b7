import type { FeatureContext, FeatureNeed } from '@gatehouse/controllers'

/**
 * What @gatehouse/feature-email uses of its kit (docs/architecture/lazy-loading.md#feature-needs): its manifest
 * declares it, the kit gives its views these members and no other, and its code reads them with
 * `useFeatureContext(emailNeeds)`.
 */
export const emailNeeds = [
  'embeddedWallet',
  'extensions',
  'options',
  'router',
  'toast',
] as const satisfies readonly FeatureNeed[]

/** The context @gatehouse/feature-email receives: its `emailNeeds`. */
export type EmailContext = FeatureContext<(typeof emailNeeds)[number]>
