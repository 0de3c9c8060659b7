import type { FormEvent } from 'react'
import { useSnapshot } from 'valtio/react'
import { Button, useStyles } from '@gatehouse/ui'
import css from './email.css?inline'
import { EmailAddressField } from './EmailAddressField'
import { EmailGate } from './EmailGate'
import { useEmailMessages } from './i18n/emailMessages'
import { useEmailController } from './useEmailController'

/**
 * The Connect view's e-mail login: the address, checked as docs/reference/validation.md#email says when the visitor submits (and
 * again as they correct it), then a code is asked for. The typed address stays through any failure.
 */
export function EmailField() {
  return (
    <EmailGate rows={1}>
      <EmailForm />
    </EmailGate>
  )
}

function EmailForm() {
  useStyles(css)
  const messages = useEmailMessages()
  const controller = useEmailController()
  const email = useSnapshot(controller.state)
  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void controller.submitEmail()
  }
  const problem = email.emailProblem
  return (
    <form className="gh-email" onSubmit={onSubmit} noValidate aria-busy={email.sending}>
      <EmailAddressField
        label={messages.emailLabel()}
        value={email.email}
        onChange={controller.setEmail}
        busy={email.sending}
        problem={problem}
      />
      <Button
        type="submit"
        variant="neutral"
        fullWidth
        loading={email.sending}
        disabled={email.sending || email.email.trim() === ''}
      >
        {messages.continueWithEmail()}
      </Button>
    </form>
  )
}
