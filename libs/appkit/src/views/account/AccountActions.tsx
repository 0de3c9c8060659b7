import { useKit, useKitState } from '@gatehouse/controllers/react'
import { isOnrampNetwork } from '@gatehouse/common'
import { Button, Skeleton } from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'
import { useViewRegistry } from '../RegistryContext'
import { accountActions } from './accountActions'
import { offeredOnNetwork } from './offeredOnNetwork'
import { useOnrampOffer } from './useOnrampOffer'

/**
 * The buttons of the wallet features the host turned on (Buy, Swap, Receive, Send), in the order of
 * docs/reference/features.md#wallet-features-order. While the project's remote features may still add Buy or Swap before them, the row holds
 * its place with blocks instead, so that no button moves under the visitor's pointer.
 */
export function AccountActions() {
  const kit = useKit()
  const messages = useAppkitMessages()
  const options = useKitState((k) => k.options.state)
  const chain = useKitState((k) => k.chain.state)
  const network = chain.namespaces[chain.activeNamespace]?.caipNetworkId
  const enabled = accountActions(options.features, useViewRegistry())
  // Buy only where the on-ramp's options sell something deliverable to this account's network. It
  // shows while they are read (on the networks they serve, the usual case, nothing then moves) and
  // goes once they say nothing can be bought here; the Buy form says the same if pressed meanwhile.
  const onrampOffer = useOnrampOffer(
    network,
    enabled.some((action) => action.feature === 'onramp') && isOnrampNetwork(network),
  )
  const actions = offeredOnNetwork(enabled, network, onrampOffer)
  // The remote features can only take actions away: what the host set wins over them, and Buy and
  // Swap are on unless the host turned them off (then they stay off). So the local actions are the
  // most the row will hold; without any there is no row to hold, and none appears later.
  if (actions.length === 0) return null
  if (options.remoteFeatures === 'pending')
    return (
      <div className="gh-account__features" data-testid="account-actions-loading">
        {actions.map((action) => (
          <Skeleton key={action.feature} height={60} radius="m" />
        ))}
      </div>
    )
  return (
    <div className="gh-account__features">
      {actions.map((action) => (
        <Button
          key={action.feature}
          variant="neutral"
          icon={action.icon}
          onClick={() => kit.router.push(action.view)}
        >
          {action.label(messages)}
        </Button>
      ))}
    </div>
  )
}
