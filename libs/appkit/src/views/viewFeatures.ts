import type { Features, View } from '@gatehouse/controllers'

/** Features whose views load from their own library, only when the feature is on. */
export type ViewFeature = 'send' | 'receive'

/** The feature each feature view belongs to (ARCHITECTURE §3). */
export const viewFeatures: Partial<Record<View, ViewFeature>> = {
  WalletSend: 'send',
  WalletReceive: 'receive',
}

/** False for a feature's view while the host or the remote configuration has the feature off. */
export function isViewFeatureOn(view: View, features: Features): boolean {
  const feature = viewFeatures[view]
  return feature === undefined || features[feature]
}
