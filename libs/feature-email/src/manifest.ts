import type { FeatureManifest } from '@gatehouse/controllers'
import type { Messages } from './i18n/compiled/types'
import { emailNeeds } from './needs'
import type * as Code from './index'

declare module '@gatehouse/controllers' {
  /** The views of @gatehouse/feature-email, which `open({ view })` and the router accept. */
  interface FeatureViews {
    EmailVerifyOtp: true
    EmailVerifyDevice: true
    UpdateEmailWallet: true
    UpdateEmailPrimaryOtp: true
    UpdateEmailSecondaryOtp: true
  }
}

type EmailFeature = typeof Code

/**
 * What the kit knows of @gatehouse/feature-email (docs/architecture/lazy-loading.md#feature-manifests):
 * its views with their titles, the switch that gates them, and what they use of the kit (`needs`:
 * the members of the kit its views receive, no other). Its code (which exports its `messages`) loads
 * by dynamic import, only when the feature is on and first needed.
 */
export const emailFeature = {
  flag: { option: 'email', remote: true },
  load: () => import('./index'),
  needs: emailNeeds,
  views: {
    'Connect/email': { title: (m) => m.titleEmailLogin(), component: (feature) => feature.EmailField },
    EmailVerifyOtp: {
      title: (m) => m.titleEmailVerifyOtp(),
      component: (feature) => feature.EmailVerifyOtpView,
    },
    EmailVerifyDevice: {
      title: (m) => m.titleEmailVerifyDevice(),
      component: (feature) => feature.EmailVerifyDeviceView,
    },
    UpdateEmailWallet: {
      title: (m) => m.titleUpdateEmail(),
      component: (feature) => feature.UpdateEmailWalletView,
    },
    UpdateEmailPrimaryOtp: {
      title: (m) => m.titleUpdateEmailPrimary(),
      component: (feature) => feature.UpdateEmailPrimaryOtpView,
    },
    UpdateEmailSecondaryOtp: {
      title: (m) => m.titleUpdateEmailSecondary(),
      component: (feature) => feature.UpdateEmailSecondaryOtpView,
    },
  },
} satisfies FeatureManifest<EmailFeature, Messages, (typeof emailNeeds)[number]>
