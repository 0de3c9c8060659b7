import { authConnectorId, type View } from '@gatehouse/controllers'
import { useKit, useKitState } from '@gatehouse/controllers/react'
import { Button, Text } from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'
import { useViewRegistry } from '../RegistryContext'
import { isAvailableIn } from '../registryShape'

/** The e-mail change's first view (libs/feature-email). */
const updateEmailView: View = 'UpdateEmailWallet'

/**
 * The e-mail of an account the embedded wallet logged in by e-mail, with "Update e-mail" (the e-mail
 * change of the email feature: a code to the current address, then one to the new address).
 */
export function AccountEmailEntry() {
  const kit = useKit()
  const messages = useAppkitMessages()
  const registry = useViewRegistry()
  const features = useKitState((k) => k.options.state).features
  const wallet = useKitState((k) => k.embeddedWallet.wallet.state)
  const connection = useKitState((k) => k.connection.state)
  const active = useKitState((k) => k.chain.state).activeNamespace
  const email = wallet.user?.email
  if (connection.namespaces[active]?.connectorId !== authConnectorId || !email) return null
  return (
    <div className="gh-account__email">
      <Text variant="small" tone="muted" dir="ltr">
        {email}
      </Text>
      {isAvailableIn(registry, updateEmailView, features) && (
        <Button variant="ghost" size="sm" onClick={() => kit.router.push(updateEmailView)}>
          {messages.updateEmail()}
        </Button>
      )}
    </div>
  )
}
