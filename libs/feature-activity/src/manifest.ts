import type { FeatureManifest } from '@gatehouse/controllers'
import type { Messages } from './i18n/compiled/types'
import { activityNeeds } from './needs'
import type * as Code from './index'

type ActivityFeature = typeof Code

/**
 * What the kit knows of @gatehouse/feature-activity (docs/architecture/lazy-loading.md#feature-manifests):
 * its views with their titles, the switch that gates them, and what they use of the kit (`needs`:
 * the members of the kit its views receive, no other). Its code (which exports its `messages`) loads
 * by dynamic import, only when the feature is on and first needed.
 */
export const activityFeature = {
  flag: { option: 'activity', remote: true },
  load: () => import('./index'),
  needs: activityNeeds,
  views: {
    'Account/activity': { title: (m) => m.tabActivity(), component: (feature) => feature.ActivityList },
  },
} satisfies FeatureManifest<ActivityFeature, Messages, (typeof activityNeeds)[number]>
