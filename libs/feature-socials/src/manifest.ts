import { socialResultQueryParameter } from '@gatehouse/common'
import type { FeatureManifest } from '@gatehouse/controllers'
import type { Messages } from './i18n/compiled/types'
import { socialsNeeds } from './needs'
import type * as Code from './index'

declare module '@gatehouse/controllers' {
  /** The views of @gatehouse/feature-socials, which `open({ view })` and the router accept. */
  interface FeatureViews {
    ConnectingFarcaster: true
    ConnectSocials: true
    ConnectingSocial: true
  }
}

type SocialsFeature = typeof Code

/**
 * What the kit knows of @gatehouse/feature-socials (docs/architecture/lazy-loading.md#feature-manifests):
 * its views with their titles, the switch that gates them, and what they use of the kit (`needs`:
 * the members of the kit its views receive, no other). Its code (which exports its `messages`) loads
 * by dynamic import, only when the feature is on and first needed.
 */
export const socialsFeature = {
  flag: { option: 'socials', remote: true },
  load: () => import('./index'),
  needs: socialsNeeds,
  // A login that could not use a popup comes back with its result in the page's address: it is
  // finished as the page loads, by a module of its own (none of the views).
  onPageLoad: {
    pending: (href) => new URL(href).searchParams.has(socialResultQueryParameter),
    run: (context) =>
      import('./finishSocialRedirect').then((module) => module.finishSocialRedirectOnLoad(context)),
  },
  views: {
    ConnectingFarcaster: {
      title: (m) => m.titleFarcaster(),
      component: (feature) =>
        feature.loadConnectingFarcasterView().then((view) => view.ConnectingFarcasterView),
    },
    'Connect/socials': {
      title: (m) => m.titleSocialLogin(),
      component: (feature) => feature.SocialLoginButtons,
    },
    ConnectSocials: {
      title: (m) => m.titleConnectSocials(),
      component: (feature) => feature.ConnectSocialsView,
    },
    ConnectingSocial: {
      title: (m) => m.titleConnectingSocial(),
      component: (feature) => feature.ConnectingSocialView,
    },
  },
} satisfies FeatureManifest<SocialsFeature, Messages, (typeof socialsNeeds)[number]>
