import type { FeatureContext, FeatureNeed } from '@gatehouse/controllers'

/**
 * What @gatehouse/feature-names uses of its kit (docs/architecture/lazy-loading.md#feature-needs): its manifest
 * declares it, the kit gives its views these members and no other, and its code reads them with
 * `useFeatureContext(namesNeeds)`.
 */
export const namesNeeds = [
  'adapters',
  'api',
  'chain',
  'extensions',
  'identity',
  'router',
] as const satisfies readonly FeatureNeed[]

/** The context @gatehouse/feature-names receives: its `namesNeeds`. */
export type NamesContext = FeatureContext<(typeof namesNeeds)[number]>
