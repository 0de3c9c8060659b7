import { useFeatureState } from './featureContext'

/**
 * The active namespace's networks and account, as a render-tracking snapshot (undefined when the
 * host configured no network for it): what every account view and feature reads.
 */
export function useActiveNamespace() {
  const chain = useFeatureState((context) => context.chain.state, ['chain'])
  return chain.namespaces[chain.activeNamespace]
}
