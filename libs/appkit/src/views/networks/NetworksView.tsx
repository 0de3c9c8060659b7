import type { Network } from '@gatehouse/common'
import { useKit, useKitState } from '@gatehouse/controllers/react'
import { Text } from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'
import { NetworkList } from '../shared/NetworkList'

/** Every configured network; picking one switches to it (through the wallet when connected). */
export default function NetworksView() {
  const kit = useKit()
  const messages = useAppkitMessages()
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
          {messages.networkSwitchDisabled()}
        </Text>
      )}
      <NetworkList
        label={messages.networksLabel()}
        networks={kit.chain.allNetworks()}
        activeId={activeId}
        disabled={!enableNetworkSwitch}
        onChoose={(network) => void choose(network)}
      />
    </div>
  )
}
