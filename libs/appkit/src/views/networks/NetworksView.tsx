import type { ChainNamespace, Network } from '@gatehouse/common'
import { chooseNetwork } from '@gatehouse/controllers'
import { useKit, useKitState } from '@gatehouse/controllers/react'
import { Text, useStyles } from '@gatehouse/ui'
import css from './networks.css?inline'
import { useAppkitMessages } from '../../i18n/appkitMessages'
import { chainName } from '../shared/chainName'
import { NetworkList } from '../shared/NetworkList'

/**
 * Every configured network, grouped by chain when the host configured several (EVM, Solana, ...).
 * Picking one switches to it: through the wallet when connected, through SwitchActiveChain for another
 * chain (which switches a connected one or leads to its wallets), only remembered when disconnected.
 */
export default function NetworksView() {
  useStyles(css)
  const kit = useKit()
  const messages = useAppkitMessages()
  const chain = useKitState((k) => k.chain.state)
  useKitState((k) => k.connection.state)
  const { enableNetworkSwitch } = useKitState((k) => k.options.state)
  const activeId = chain.namespaces[chain.activeNamespace]?.caipNetworkId
  const groups = (Object.keys(chain.namespaces) as ChainNamespace[]).map((namespace) => ({
    namespace,
    networks: chain.namespaces[namespace]?.networks ?? [],
  }))

  function choose(network: Network) {
    chooseNetwork(kit, network).catch((error: unknown) => {
      console.warn('[gatehouse] the network could not be switched', error)
    })
  }

  return (
    <div className="gh-view">
      {!enableNetworkSwitch && (
        <Text variant="small" tone="muted" align="center">
          {messages.networkSwitchDisabled()}
        </Text>
      )}
      {groups.length === 1 ? (
        <NetworkList
          label={messages.networksLabel()}
          networks={kit.chain.allNetworks()}
          activeId={activeId}
          disabled={!enableNetworkSwitch}
          onChoose={choose}
        />
      ) : (
        <div className="gh-view__scroll gh-networks">
          {groups.map(({ namespace, networks }) => {
            const label = messages.networksOfChain({ chain: chainName(namespace, messages) })
            const connected = kit.connection.isConnected(namespace)
            return (
              <section key={namespace} className="gh-networks__group" aria-label={label}>
                <Text as="h3" variant="small" tone="muted" className="gh-networks__heading">
                  <span>{label}</span>
                  {connected && <span className="gh-networks__tag">{messages.tagConnected()}</span>}
                </Text>
                <NetworkList
                  label={label}
                  networks={networks}
                  activeId={activeId}
                  disabled={!enableNetworkSwitch}
                  onChoose={choose}
                />
              </section>
            )
          })}
        </div>
      )}
    </div>
  )
}
