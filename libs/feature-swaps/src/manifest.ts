import type { FeatureManifest } from '@gatehouse/controllers'
import type { IconName } from '@gatehouse/ui'
import type { Messages } from './i18n/compiled/types'
import { swapsNeeds } from './needs'
import type * as Code from './index'

declare module '@gatehouse/controllers' {
  /** The views of @gatehouse/feature-swaps, which `open({ view })` and the router accept. */
  interface FeatureViews {
    Swap: true
  }
}

type SwapsFeature = typeof Code

/**
 * What the kit knows of @gatehouse/feature-swaps (docs/architecture/lazy-loading.md#feature-manifests):
 * its views with their titles, the switch that gates them, and what they use of the kit (`needs`:
 * the members of the kit its views receive, no other). Its code (which exports its `messages`) loads
 * by dynamic import, only when the feature is on and first needed.
 */
export const swapsFeature = {
  flag: { option: 'swaps', remote: true },
  load: () => import('./index'),
  // Its button on the Account view, labelled by the kit's own message, at hand as the view shows;
  // offered only on the swap chains.
  accountAction: {
    label: 'titleSwap',
    icon: 'swap' satisfies IconName,
    order: 20,
    offeredOn: () => import('./accountOffer'),
  },
  needs: swapsNeeds,
  views: {
    Swap: { title: (m) => m.titleSwap(), component: (feature) => feature.SwapView },
  },
} satisfies FeatureManifest<SwapsFeature, Messages, (typeof swapsNeeds)[number]>
