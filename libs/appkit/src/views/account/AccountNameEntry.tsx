import { useActiveNamespace, useKit, useKitState } from '@gatehouse/controllers/react'
import { Button } from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'

/**
 * "Choose a name" while the account has none: opens RegisterAccountName. Names are only for eip155
 * accounts (docs/reference/limits.md#activity-chains), and shown only where identities are looked up (EVM
 * networks that are not testnets, docs/reference/validation.md#identity-lookup): offering one where it would never show would only confuse. It sits at the foot
 * of the view, so that its arrival moves nothing the visitor may be about to press.
 */
export function AccountNameEntry() {
  const kit = useKit()
  const messages = useAppkitMessages()
  const identity = useKitState((k) => k.identity.state)
  const namespace = useActiveNamespace()
  const account = namespace?.account
  const network = kit.chain.network()
  if (network?.chainNamespace !== 'eip155' || network.testnet || !account?.address) return null
  // Offered once the lookup has found no name: shown sooner, it would vanish for an account that has one.
  if (identity.caipAddress !== account.caipAddress || identity.pending || identity.name) return null
  return (
    <Button variant="ghost" size="sm" onClick={() => kit.router.push('RegisterAccountName')}>
      {messages.chooseName()}
    </Button>
  )
}
