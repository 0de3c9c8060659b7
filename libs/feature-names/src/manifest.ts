import type { FeatureManifest } from '@gatehouse/controllers'
import type { Messages } from './i18n/compiled/types'
import { namesNeeds } from './needs'
import type * as Code from './index'

type NamesFeature = typeof Code

/**
 * What the kit knows of @gatehouse/feature-names (docs/architecture/lazy-loading.md#feature-manifests):
 * its views with their titles, the switch that gates them, and what they use of the kit (`needs`:
 * the members of the kit its views receive, no other). Its code (which exports its `messages`) loads
 * by dynamic import, only when the feature is on and first needed.
 */
export const namesFeature = {
  load: () => import('./index'),
  needs: namesNeeds,
  views: {
    RegisterAccountName: {
      title: (m) => m.titleRegisterAccountName(),
      component: (feature) => feature.RegisterAccountNameView,
    },
    RegisterAccountNameSuccess: {
      title: (m) => m.titleRegisterAccountNameSuccess(),
      component: (feature) => feature.RegisterAccountNameSuccessView,
    },
  },
} satisfies FeatureManifest<NamesFeature, Messages, (typeof namesNeeds)[number]>
