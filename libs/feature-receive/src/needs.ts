import type { FeatureContext, FeatureNeed } from '@gatehouse/controllers'

/**
 * What @gatehouse/feature-receive uses of its kit (docs/architecture/lazy-loading.md#feature-needs): its manifest
 * declares it, the kit gives its views these members and no other, and its code reads them with
 * `useFeatureContext(receiveNeeds)`.
 */
export const receiveNeeds = ['chain', 'toast'] as const satisfies readonly FeatureNeed[]

/** The context @gatehouse/feature-receive receives: its `receiveNeeds`. */
export type ReceiveContext = FeatureContext<(typeof receiveNeeds)[number]>
