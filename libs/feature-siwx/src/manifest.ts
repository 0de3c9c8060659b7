import type { FeatureManifest } from '@gatehouse/controllers'
import type { Messages } from './i18n/compiled/types'
import { siwxNeeds } from './needs'
import type * as Code from './index'

type SiwxFeature = typeof Code

/**
 * What the kit knows of @gatehouse/feature-siwx (docs/architecture/lazy-loading.md#feature-manifests):
 * its views with their titles, the switch that gates them, and what they use of the kit (`needs`:
 * the members of the kit its views receive, no other). Its code (which exports its `messages`) loads
 * by dynamic import, only when the feature is on and first needed.
 */
export const siwxFeature = {
  flag: { option: 'siwx' },
  load: () => import('./index'),
  needs: siwxNeeds,
  views: {
    SIWXSignMessage: { title: (m) => m.titleSignIn(), component: (feature) => feature.SIWXSignMessageView },
  },
} satisfies FeatureManifest<SiwxFeature, Messages, (typeof siwxNeeds)[number]>
