import { authConnectorId } from '@gatehouse/controllers'
import { useKitState } from '@gatehouse/controllers/react'
import { Text } from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'

/**
 * The embedded wallet's account (docs/reference/entities.md#user): how the visitor logged in, the
 * username of a social login (the user's `userName`) and the account type (the e-mail is AccountEmailEntry's, with Update e-mail). Shown only while the AUTH
 * connector is the connected one.
 */
export function EmbeddedWalletInfo() {
  const messages = useAppkitMessages()
  const embedded = useKitState((kit) => kit.embeddedWallet.wallet.state)
  const connection = useKitState((kit) => kit.connection.state)
  const user = embedded.user
  if (connection.namespaces.eip155?.connectorId !== authConnectorId || !user) return null
  return (
    <dl className="gh-account__embedded" data-testid="embedded-wallet-info">
      <div>
        <dt>
          <Text variant="small" tone="muted">
            {messages.embeddedWalletLabelProvider()}
          </Text>
        </dt>
        <dd>
          <Text variant="small">{messages.embeddedWalletProvider({ provider: user.authProvider })}</Text>
        </dd>
      </div>
      {user.userName && user.authProvider !== 'email' && (
        <div>
          <dt>
            <Text variant="small" tone="muted">
              {messages.embeddedWalletLabelUsername()}
            </Text>
          </dt>
          <dd>
            <Text variant="small">{user.userName}</Text>
          </dd>
        </div>
      )}
      <div>
        <dt>
          <Text variant="small" tone="muted">
            {messages.embeddedWalletLabelAccountType()}
          </Text>
        </dt>
        <dd>
          <Text variant="small">
            {messages.embeddedWalletAccountType({ type: user.preferredAccountType })}
          </Text>
        </dd>
      </div>
    </dl>
  )
}
