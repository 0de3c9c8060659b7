import type { Locale } from '@gatehouse/common'
import type { AnyFeatureManifest, Features, View } from '@gatehouse/controllers'
import type { IconName } from '@gatehouse/ui'
import type { AppkitMessages } from '../../i18n/appkitMessages'
import { featureMessages } from '../featureCode'
import { isAvailableIn, type ViewRegistry } from '../registryShape'

/** A feature's button on the Account view, from its manifest's `accountAction`. */
export interface AccountAction {
  /** The feature's switch (its manifest's `flag.option`), which names the button. */
  feature: string
  /** The feature whose manifest declares it: a label of its messages comes with its code. */
  manifest: AnyFeatureManifest
  icon: IconName
  view: View
}

/**
 * The Account view's buttons (docs/architecture/lazy-loading.md#account-actions): those the features
 * of the modal's registry declare in their manifests, while their feature is on and their view is
 * there, lowest `order` first (the kit's: onramp, swaps, receive, send, as
 * docs/reference/features.md#wallet-features-order says).
 */
export function accountActions(features: Features, registry: ViewRegistry): AccountAction[] {
  const manifests = new Set(
    Object.values(registry).flatMap((entry) => (entry?.feature ? [entry.feature] : [])),
  )
  return [...manifests]
    .flatMap((manifest) => {
      const action = manifest.accountAction
      const view = (action?.view ?? Object.keys(manifest.views)[0]) as View
      return action && isAvailableIn(registry, view, features) ? [{ manifest, action, view }] : []
    })
    .sort((a, b) => a.action.order - b.action.order)
    .map(({ manifest, action, view }) => ({
      feature: manifest.flag?.option ?? view,
      manifest,
      icon: action.icon as IconName,
      view,
    }))
}

/**
 * The button's label in the modal's language: one of the kit's messages by name, or the feature's own
 * message once the feature's code and that language have arrived (undefined until then).
 */
export function accountActionLabel(
  action: AccountAction,
  messages: AppkitMessages,
  locale: Locale,
): string | undefined {
  const label = action.manifest.accountAction?.label
  if (typeof label === 'string') return (messages as unknown as Record<string, () => string>)[label]?.()
  const own = featureMessages(action.manifest, locale)
  return label && own !== undefined ? label(own) : undefined
}
