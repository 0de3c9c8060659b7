import { useActiveNamespace, useKit, useKitState } from '@gatehouse/controllers/react'
import { Button } from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'

/**
 * "Choose a name" while the account has none: opens RegisterAccountName. Names are only for eip155
 * accounts (SPEC §9), so other namespaces never show it.
 */
export function AccountNameEntry() {
  const kit = useKit()
  const messages = useAppkitMessages()
  const identity = useKitState((k) => k.identity.state)
  const namespace = useActiveNamespace()
  const account = namespace?.account
  if (kit.chain.network()?.chainNamespace !== 'eip155' || !account?.address) return null
  if (identity.caipAddress === account.caipAddress && identity.name) return null
  return (
    <Button variant="ghost" size="sm" onClick={() => kit.router.push('RegisterAccountName')}>
      {messages.chooseName()}
    </Button>
  )
}
