import { useEffect, useState } from 'react'
import { useKit, useKitState } from '@gatehouse/controllers/react'
import type { Locale } from '@gatehouse/common'
import { Button, Skeleton, useLocale } from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'
import { loadFeatureMessages } from '../featureCode'
import { useViewRegistry } from '../RegistryContext'
import { accountActionLabel, accountActions, type AccountAction } from './accountActions'
import { useAccountOffers } from './useAccountOffers'

/**
 * The labels of the actions that are feature messages not yet loaded in the language (the kit's own
 * features label theirs with the kit's messages, never waited for): loads those features' code and
 * messages, and renders again once they are there.
 */
function useActionLabels(actions: readonly AccountAction[], locale: Locale) {
  const messages = useAppkitMessages()
  const [, arrived] = useState(0)
  const labels = actions.map((action) => accountActionLabel(action, messages, locale))
  const missing = actions.filter((_, index) => labels[index] === undefined).map((action) => action.manifest)
  const key = missing.map((manifest) => manifest.flag?.option).join()
  useEffect(() => {
    if (missing.length === 0) return
    let current = true
    Promise.all(missing.map((manifest) => loadFeatureMessages(manifest, locale))).then(
      () => current && arrived((count) => count + 1),
      // A feature whose code fails to load keeps its block; its view says the failure when opened.
      () => undefined,
    )
    return () => {
      current = false
    }
    // `missing` follows `key` and the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, locale])
  return labels
}

/**
 * The buttons of the features that declare one in their manifest (the kit's: Buy, Swap, Receive,
 * Send) and are on, in the order of docs/reference/features.md#wallet-features-order. While the
 * project's remote features may still add Buy or Swap before them, a feature's check of where its
 * button is offered is loading, or a label of a feature's own messages is on its way, the row holds
 * its place with blocks instead, so that no button moves under
 * the visitor's pointer and none shows without its label.
 */
export function AccountActions() {
  const kit = useKit()
  const options = useKitState((k) => k.options.state)
  const chain = useKitState((k) => k.chain.state)
  const network = chain.namespaces[chain.activeNamespace]?.caipNetworkId
  const enabled = accountActions(options.features, useViewRegistry())
  // Each feature says where its button is offered (Swap on the swap chains, Buy where the on-ramp
  // can deliver); the row holds its place while those checks load.
  const offered = useAccountOffers(enabled, network)
  const actions = enabled.filter((action) => offered(action) !== false)
  const checking = actions.some((action) => offered(action) === 'loading')
  const labels = useActionLabels(actions, useLocale().locale)
  // The remote features can only take actions away: what the host set wins over them, and Buy and
  // Swap are on unless the host turned them off (then they stay off). So the local actions are the
  // most the row will hold; without any there is no row to hold, and none appears later.
  if (actions.length === 0) return null
  if (options.remoteFeatures === 'pending' || checking || labels.includes(undefined))
    return (
      <div className="gh-account__features" data-testid="account-actions-loading">
        {actions.map((action) => (
          <Skeleton key={action.feature} height={60} radius="m" />
        ))}
      </div>
    )
  return (
    <div className="gh-account__features">
      {actions.map((action, index) => (
        <Button
          key={action.feature}
          variant="neutral"
          icon={action.icon}
          onClick={() => kit.router.push(action.view)}
        >
          {labels[index]}
        </Button>
      ))}
    </div>
  )
}
