import type { FeatureManifest } from '@gatehouse/controllers'
import type { IconName } from '@gatehouse/ui'
import type { Messages } from './i18n/compiled/types'
import { receiveNeeds } from './needs'
import type * as Code from './index'

declare module '@gatehouse/controllers' {
  /** The views of @gatehouse/feature-receive, which `open({ view })` and the router accept. */
  interface FeatureViews {
    WalletReceive: true
  }
}

type ReceiveFeature = typeof Code

/**
 * What the kit knows of @gatehouse/feature-receive (docs/architecture/lazy-loading.md#feature-manifests):
 * its views with their titles, the switch that gates them, and what they use of the kit (`needs`:
 * the members of the kit its views receive, no other). Its code (which exports its `messages`) loads
 * by dynamic import, only when the feature is on and first needed.
 */
export const receiveFeature = {
  flag: { option: 'receive' },
  load: () => import('./index'),
  // Its button on the Account view, labelled by the kit's own message, at hand as the view shows.
  accountAction: {
    label: 'titleReceive',
    icon: 'receive' satisfies IconName,
    order: 30,
  },
  needs: receiveNeeds,
  views: {
    WalletReceive: { title: (m) => m.titleReceive(), component: (feature) => feature.ReceiveView },
  },
} satisfies FeatureManifest<ReceiveFeature, Messages, (typeof receiveNeeds)[number]>
