import type { FeatureManifest } from '@gatehouse/controllers'
import type { IconName } from '@gatehouse/ui'
import type { Messages } from './i18n/compiled/types'
import { sendNeeds } from './needs'
import type * as Code from './index'

declare module '@gatehouse/controllers' {
  /** The views of @gatehouse/feature-send, which `open({ view })` and the router accept. */
  interface FeatureViews {
    WalletSend: true
  }
}

type SendFeature = typeof Code

/**
 * What the kit knows of @gatehouse/feature-send (docs/architecture/lazy-loading.md#feature-manifests):
 * its views with their titles, the switch that gates them, and what they use of the kit (`needs`:
 * the members of the kit its views receive, no other). Its code (which exports its `messages`) loads
 * by dynamic import, only when the feature is on and first needed.
 */
export const sendFeature = {
  flag: { option: 'send' },
  load: () => import('./index'),
  // Its button on the Account view, labelled by the kit's own message, at hand as the view shows.
  accountAction: { label: 'titleSend', icon: 'send' satisfies IconName, order: 40 },
  needs: sendNeeds,
  views: {
    WalletSend: { title: (m) => m.titleSend(), component: (feature) => feature.SendView },
  },
} satisfies FeatureManifest<SendFeature, Messages, (typeof sendNeeds)[number]>
