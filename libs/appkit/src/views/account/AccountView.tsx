import { useEffect } from 'react'
import { useActiveNamespace, useKit, useKitState } from '@gatehouse/controllers/react'
import { Button, Icon, useStyles } from '@gatehouse/ui'
import css from './account.css?inline'
import { useAppkitMessages } from '../../i18n/appkitMessages'
import { useDisconnectAction } from '../shared/useDisconnectAction'
import { AccountActions } from './AccountActions'
import { AccountChains } from './AccountChains'
import { AccountEmailEntry } from './AccountEmailEntry'
import { AccountIdentity } from './AccountIdentity'
import { AccountNameEntry } from './AccountNameEntry'
import { AccountTabs } from './AccountTabs'
import { EmbeddedWalletInfo } from './EmbeddedWalletInfo'
import { explorerAddressLink } from './explorerLink'

/**
 * The connected account: who (name or address, balance, network, wallet), the wallet features
 * (receive, send), the Tokens / NFTs / Activity tabs, the explorer link and disconnect. With accounts on
 * several chains it shows the active chain's, with a choice of chain above it; disconnect ends them all.
 */
export default function AccountView() {
  useStyles(css)
  const kit = useKit()
  const messages = useAppkitMessages()
  const disconnect = useDisconnectAction()
  const account = useActiveNamespace()?.account
  const network = kit.chain.network()
  useKitState((k) => k.connection.state)
  // Disconnect ends every chain's account (docs/reference/states.md#disconnect); with several, the button says so.
  const severalChains = kit.connection.connectedNamespaces().length > 1

  useEffect(() => {
    void kit.refreshBalance()
    void kit.identity.load()
  }, [kit, account?.caipAddress])

  if (!account?.address) return null
  const address = account.address
  const explorer = explorerAddressLink(network, address)

  return (
    <div className="gh-view">
      <AccountChains />
      <AccountIdentity address={address} />
      <EmbeddedWalletInfo />
      <AccountEmailEntry />
      <AccountActions />
      <AccountTabs />
      <div className="gh-account__actions">
        <AccountNameEntry />
        {explorer && (
          <a className="gh-account__explorer" href={explorer.url} target="_blank" rel="noreferrer noopener">
            {messages.viewOnExplorer({ explorer: explorer.name })}
            <Icon name="externalLink" size={16} />
          </a>
        )}
        <Button variant="danger" icon="disconnect" fullWidth onClick={() => void disconnect()}>
          {severalChains ? messages.disconnectAll() : messages.disconnect()}
        </Button>
      </div>
    </div>
  )
}
