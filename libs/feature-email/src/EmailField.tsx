import type { FormEvent } from 'react'
import { useSnapshot } from 'valtio/react'
import { Button, TextField, useStyles } from '@gatehouse/ui'
import css from './email.css?inline'
import { EmailGate } from './EmailGate'
import { useEmailMessages } from './i18n/emailMessages'
import { emailProblemText } from './problemText'
import { useEmailController } from './useEmailController'

/**
 * The Connect view's e-mail login: the address, checked as SPEC §5 says when the visitor submits (and
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
      <TextField
        label={messages.emailLabel()}
        type="email"
        autoComplete="email"
        dir="ltr"
        spellCheck={false}
        placeholder={messages.emailPlaceholder()}
        value={email.email}
        onChange={controller.setEmail}
        readOnly={email.sending}
        invalid={problem !== undefined}
        message={problem && emailProblemText(problem, messages)}
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
