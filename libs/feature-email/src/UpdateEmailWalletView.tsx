import type { FormEvent } from 'react'
import { useSnapshot } from 'valtio/react'
import { Button, Text, useStyles } from '@gatehouse/ui'
import css from './email.css?inline'
import { EmailAddressField } from './EmailAddressField'
import { EmailGate } from './EmailGate'
import { useEmailMessages } from './i18n/emailMessages'
import { useEmailController } from './useEmailController'
import { useEmbeddedWalletState } from './useEmbeddedWalletState'

/** UpdateEmailWallet: the new address of an e-mail change; codes then go to the current and the new address. */
export function UpdateEmailWalletView() {
  return (
    <EmailGate>
      <UpdateEmail />
    </EmailGate>
  )
}

function UpdateEmail() {
  useStyles(css)
  const messages = useEmailMessages()
  const controller = useEmailController()
  const email = useSnapshot(controller.state)
  const current = useEmbeddedWalletState().user?.email
  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void controller.submitNewEmail()
  }
  const problem = email.newEmailProblem
  return (
    <form className="gh-view gh-email" onSubmit={onSubmit} noValidate aria-busy={email.updating}>
      {current && <Text align="center">{messages.updateEmailText({ email: current })}</Text>}
      <EmailAddressField
        label={messages.updateEmailLabel()}
        value={email.newEmail}
        onChange={controller.setNewEmail}
        busy={email.updating}
        problem={problem}
      />
      <Button
        type="submit"
        fullWidth
        loading={email.updating}
        disabled={email.updating || email.newEmail.trim() === ''}
      >
        {messages.updateEmailSubmit()}
      </Button>
    </form>
  )
}
