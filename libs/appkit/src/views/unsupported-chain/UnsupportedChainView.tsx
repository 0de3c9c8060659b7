import { useKit, useKitState } from '@gatehouse/controllers/react'
import { Button, Text } from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'
import { NetworkList } from '../shared/NetworkList'
import { useDisconnectAction } from '../shared/useDisconnectAction'

/** The wallet is on a network this application does not support: switch, or disconnect. */
export default function UnsupportedChainView() {
  const kit = useKit()
  const messages = useAppkitMessages()
  const chain = useKitState((k) => k.chain.state)
  const networks = chain.namespaces[chain.activeNamespace]?.networks ?? []

  const disconnect = useDisconnectAction(() => kit.close())

  return (
    <div className="gh-view">
      <Text variant="small" tone="muted" align="center">
        {messages.unsupportedChainText()}
      </Text>
      <NetworkList
        label={messages.supportedNetworks()}
        networks={networks}
        onChoose={(network) => kit.router.push('SwitchNetwork', { network })}
      />
      <Button variant="danger" icon="disconnect" fullWidth onClick={() => void disconnect()}>
        {messages.disconnect()}
      </Button>
    </div>
  )
}
