import type { FeatureContext, FeatureNeed } from '@gatehouse/controllers'

/**
 * What @gatehouse/feature-socials uses of its kit (docs/architecture/lazy-loading.md#feature-needs): its manifest
 * declares it, the kit gives its views these members and no other, and its code reads them with
 * `useFeatureContext(socialsNeeds)`.
 */
export const socialsNeeds = [
  'connection',
  'embeddedWallet',
  'extensions',
  'options',
  'router',
  'toast',
] as const satisfies readonly FeatureNeed[]

/** The context @gatehouse/feature-socials receives: its `socialsNeeds`. */
export type SocialsContext = FeatureContext<(typeof socialsNeeds)[number]>
