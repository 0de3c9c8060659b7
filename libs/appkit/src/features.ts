import type { AnyFeatureManifest } from '@gatehouse/controllers'
import { activityFeature } from '@gatehouse/feature-activity/manifest'
import { emailFeature } from '@gatehouse/feature-email/manifest'
import { namesFeature } from '@gatehouse/feature-names/manifest'
import { onrampFeature } from '@gatehouse/feature-onramp/manifest'
import { receiveFeature } from '@gatehouse/feature-receive/manifest'
import { sendFeature } from '@gatehouse/feature-send/manifest'
import { siwxFeature } from '@gatehouse/feature-siwx/manifest'
import { socialsFeature } from '@gatehouse/feature-socials/manifest'
import { swapsFeature } from '@gatehouse/feature-swaps/manifest'

/**
 * The kit's features: the ONE place that names them (docs/architecture/lazy-loading.md#feature-manifests).
 * Each is the manifest of a feature package (`@gatehouse/feature-<name>/manifest`: data and one dynamic
 * import); the view gates, the registry, the titles and the feature part of the `View` type derive
 * from it. Adding a feature is its package and one entry here; removing one is the reverse.
 */
export const features = [
  activityFeature,
  emailFeature,
  namesFeature,
  onrampFeature,
  receiveFeature,
  sendFeature,
  siwxFeature,
  socialsFeature,
  swapsFeature,
] as const satisfies readonly AnyFeatureManifest[]
