import type { FeatureManifest } from '@gatehouse/controllers'
import type { IconName } from '@gatehouse/ui'
import type { Messages } from './i18n/compiled/types'
import { onrampNeeds } from './needs'
import type * as Code from './index'

declare module '@gatehouse/controllers' {
  /** The views of @gatehouse/feature-onramp, which `open({ view })` and the router accept. */
  interface FeatureViews {
    OnRampProviders: true
    OnRampTokenSelect: true
    BuyInProgress: true
  }
}

type OnrampFeature = typeof Code

/**
 * What the kit knows of @gatehouse/feature-onramp (docs/architecture/lazy-loading.md#feature-manifests):
 * its views with their titles, the switch that gates them, and what they use of the kit (`needs`:
 * the members of the kit its views receive, no other). Its code (which exports its `messages`) loads
 * by dynamic import, only when the feature is on and first needed.
 */
export const onrampFeature = {
  flag: { option: 'onramp', remote: true },
  load: () => import('./index'),
  // Its button on the Account view, labelled by the kit's own message, at hand as the view shows;
  // offered only where the on-ramp can deliver.
  accountAction: {
    label: 'titleBuy',
    icon: 'wallet' satisfies IconName,
    order: 10,
    offeredOn: () => import('./accountOffer'),
  },
  needs: onrampNeeds,
  views: {
    OnRampProviders: { title: (m) => m.titleBuy(), component: (feature) => feature.OnRampProvidersView },
    OnRampTokenSelect: { title: (m) => m.titleBuy(), component: (feature) => feature.OnRampTokenSelectView },
    BuyInProgress: {
      title: (m) => m.titleBuyInProgress(),
      component: (feature) => feature.BuyInProgressView,
    },
  },
} satisfies FeatureManifest<OnrampFeature, Messages, (typeof onrampNeeds)[number]>
