import type { Network } from '@gatehouse/common'
import { NetworkListItem } from '@gatehouse/ui'

/** A list of networks to pick from; the active one (if any) is marked current. */
export function NetworkList(props: {
  label: string
  networks: readonly Network[]
  activeId?: string | undefined
  disabled?: boolean
  onChoose: (network: Network) => void
}) {
  return (
    <ul className="gh-view__list gh-view__scroll" aria-label={props.label}>
      {props.networks.map((network) => (
        <li key={network.caipNetworkId}>
          <NetworkListItem
            name={network.name}
            imageUrl={network.assets?.imageUrl}
            active={network.caipNetworkId === props.activeId}
            disabled={props.disabled ?? false}
            onClick={() => props.onChoose(network)}
          />
        </li>
      ))}
    </ul>
  )
}
