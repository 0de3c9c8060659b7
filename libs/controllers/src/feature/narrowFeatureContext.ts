import type { FeatureContext, FeatureNeed, FeatureServices } from './FeatureContext'

/**
 * The members of `context` that `needs` names, and no other: the context the kit gives a feature,
 * so that what its manifest does not declare is not there even at run time.
 */
export function narrowFeatureContext<Needs extends FeatureNeed>(
  context: FeatureContext<FeatureNeed>,
  needs: readonly Needs[],
): FeatureContext<Needs> {
  const narrowed: Partial<FeatureServices> = {}
  for (const need of needs) Object.assign(narrowed, { [need]: context[need] })
  return narrowed as FeatureContext<Needs>
}
