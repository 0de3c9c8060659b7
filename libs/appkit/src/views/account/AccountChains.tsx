import type { ChainNamespace } from '@gatehouse/common'
import { activateNamespace } from '@gatehouse/controllers'
import { useKit, useKitState } from '@gatehouse/controllers/react'
import { ChainSwitcher } from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'
import { chainName } from '../shared/chainName'

/**
 * With accounts on several chains (an EVM and a Solana one), which one the Account view shows: the
 * active chain's; choosing another makes it active (no wallet call). Nothing with a single account.
 */
export function AccountChains() {
  const kit = useKit()
  const messages = useAppkitMessages()
  const chain = useKitState((k) => k.chain.state)
  useKitState((k) => k.connection.state)
  const connected = kit.connection.connectedNamespaces()
  if (connected.length < 2) return null
  const options = connected.map((namespace) => ({
    id: namespace,
    label: chainName(namespace, messages),
    imageUrl: kit.chain.network(namespace)?.assets?.imageUrl,
  }))
  return (
    <ChainSwitcher<ChainNamespace>
      options={options}
      selected={chain.activeNamespace}
      onSelect={(namespace) => activateNamespace(kit, namespace)}
      label={messages.accountsLabel()}
    />
  )
}
