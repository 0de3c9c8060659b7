import type { FeatureContext, FeatureNeed } from '@gatehouse/controllers'

/**
 * What @gatehouse/feature-siwx uses of its kit (docs/architecture/lazy-loading.md#feature-needs): its manifest
 * declares it, the kit gives its views these members and no other, and its code reads them with
 * `useFeatureContext(siwxNeeds)`.
 */
export const siwxNeeds = ['chain', 'options', 'signIn'] as const satisfies readonly FeatureNeed[]

/** The context @gatehouse/feature-siwx receives: its `siwxNeeds`. */
export type SiwxContext = FeatureContext<(typeof siwxNeeds)[number]>
