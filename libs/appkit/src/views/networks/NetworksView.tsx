import type { Network } from '@gatehouse/common'
import { useKit, useKitState } from '@gatehouse/controllers/react'
import { Text } from '@gatehouse/ui'
import { NetworkList } from '../shared/NetworkList'

/** Every configured network; picking one switches to it (through the wallet when connected). */
export default function NetworksView() {
  const kit = useKit()
  const chain = useKitState((k) => k.chain.state)
  const { enableNetworkSwitch } = useKitState((k) => k.options.state)
  const activeId = chain.namespaces[chain.activeNamespace]?.caipNetworkId

  async function choose(network: Network) {
    if (network.caipNetworkId === activeId) {
      kit.router.goBack()
      return
    }
    if (kit.connection.isConnected(network.chainNamespace)) {
      kit.router.push('SwitchNetwork', { network })
      return
    }
    await kit.switchNetwork(network)
    kit.router.goBack()
  }

  return (
    <div className="gh-view">
      {!enableNetworkSwitch && (
        <Text variant="small" tone="muted" align="center">
          This application does not allow switching networks.
        </Text>
      )}
      <NetworkList
        label="Networks"
        networks={kit.chain.allNetworks()}
        activeId={activeId}
        disabled={!enableNetworkSwitch}
        onChoose={(network) => void choose(network)}
      />
    </div>
  )
}
