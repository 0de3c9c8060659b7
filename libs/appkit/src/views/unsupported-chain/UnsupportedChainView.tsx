import { useKit, useKitState } from '@gatehouse/controllers/react'
import { Button, NetworkListItem, Text } from '@gatehouse/ui'

/** The wallet is on a network this application does not support: switch, or disconnect. */
export default function UnsupportedChainView() {
  const kit = useKit()
  const chain = useKitState((k) => k.chain.state)
  const networks = chain.namespaces[chain.activeNamespace]?.networks ?? []

  async function disconnect() {
    await kit.connection.disconnect().catch(() => undefined)
    kit.close()
  }

  return (
    <div className="gh-view">
      <Text variant="small" tone="muted" align="center">
        This app doesn’t support your current network. Switch to an available option to continue.
      </Text>
      <ul className="gh-view__list gh-view__scroll" aria-label="Supported networks">
        {networks.map((network) => (
          <li key={network.caipNetworkId}>
            <NetworkListItem
              name={network.name}
              imageUrl={network.assets?.imageUrl}
              onClick={() => kit.router.push('SwitchNetwork', { network })}
            />
          </li>
        ))}
      </ul>
      <Button variant="danger" icon="disconnect" fullWidth onClick={() => void disconnect()}>
        Disconnect
      </Button>
    </div>
  )
}
